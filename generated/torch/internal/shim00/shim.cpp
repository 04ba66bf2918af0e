// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "../../gotorch_support.h"

#include <ATen/ops/_adaptive_avg_pool3d_backward_ops.h>
#include <ATen/ops/_add_relu_ops.h>
#include <ATen/ops/_aminmax_ops.h>
#include <ATen/ops/_amp_foreach_non_finite_check_and_unscale_ops.h>
#include <ATen/ops/_amp_update_scale_ops.h>
#include <ATen/ops/_assert_async_ops.h>
#include <ATen/ops/_assert_tensor_metadata_ops.h>
#include <ATen/ops/_autocast_to_full_precision_ops.h>
#include <ATen/ops/_autocast_to_reduced_precision_ops.h>
#include <ATen/ops/_cast_Byte_ops.h>
#include <ATen/ops/_cast_Float_ops.h>
#include <ATen/ops/_cast_Short_ops.h>
#include <ATen/ops/_cdist_forward_ops.h>
#include <ATen/ops/_cholesky_solve_helper_ops.h>
#include <ATen/ops/_choose_qparams_per_tensor_ops.h>
#include <ATen/ops/_coalesce_ops.h>
#include <ATen/ops/_cudnn_rnn_flatten_weight_ops.h>
#include <ATen/ops/_cudnn_rnn_ops.h>
#include <ATen/ops/_cufft_get_plan_cache_max_size_ops.h>
#include <ATen/ops/_cufft_get_plan_cache_size_ops.h>
#include <ATen/ops/_cufft_set_plan_cache_max_size_ops.h>
#include <ATen/ops/_cummax_helper_ops.h>
#include <ATen/ops/_cummin_helper_ops.h>
#include <ATen/ops/_dimI_ops.h>
#include <ATen/ops/_dimV_ops.h>
#include <ATen/ops/_embedding_bag_per_sample_weights_backward_ops.h>
#include <ATen/ops/_embedding_bag_sparse_backward_ops.h>
#include <ATen/ops/_empty_affine_quantized_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_channel_affine_backward_ops.h>
#include <ATen/ops/_fake_quantize_learnable_per_channel_affine_ops.h>
#include <ATen/ops/_fft_c2c_ops.h>
#include <ATen/ops/_fft_c2r_ops.h>
#include <ATen/ops/_foreach_acos_ops.h>
#include <ATen/ops/_foreach_atan_ops.h>
#include <ATen/ops/_foreach_ceil_ops.h>
#include <ATen/ops/_foreach_cosh_ops.h>
#include <ATen/ops/_foreach_erfc_ops.h>
#include <ATen/ops/_foreach_exp_ops.h>
#include <ATen/ops/_foreach_frac_ops.h>
#include <ATen/ops/_foreach_lgamma_ops.h>
#include <ATen/ops/_foreach_log10_ops.h>
#include <ATen/ops/_foreach_norm_ops.h>
#include <ATen/ops/_foreach_reciprocal_ops.h>
#include <ATen/ops/_foreach_sinh_ops.h>
#include <ATen/ops/_foreach_tan_ops.h>
#include <ATen/ops/_foreach_tanh_ops.h>
#include <ATen/ops/_foreach_zero_ops.h>
#include <ATen/ops/_fused_adam_ops.h>
#include <ATen/ops/_fused_moving_avg_obs_fq_helper_ops.h>
#include <ATen/ops/_fw_primal_copy_ops.h>
#include <ATen/ops/_grid_sampler_2d_cpu_fallback_ops.h>
#include <ATen/ops/_has_same_storage_numel_ops.h>
#include <ATen/ops/_histogramdd_from_bin_cts_ops.h>
#include <ATen/ops/_is_zerotensor_ops.h>
#include <ATen/ops/_linalg_check_errors_ops.h>
#include <ATen/ops/_make_dual_copy_ops.h>
#include <ATen/ops/_make_per_tensor_quantized_tensor_ops.h>
#include <ATen/ops/_masked_scale_ops.h>
#include <ATen/ops/_nested_from_padded_and_nested_example_ops.h>
#include <ATen/ops/_nested_from_padded_ops.h>
#include <ATen/ops/_nested_sum_backward_ops.h>
#include <ATen/ops/_nested_tensor_from_mask_left_aligned_ops.h>
#include <ATen/ops/_nested_tensor_offsets_ops.h>
#include <ATen/ops/_nested_tensor_softmax_with_shape_ops.h>
#include <ATen/ops/_new_zeros_with_same_feature_meta_ops.h>
#include <ATen/ops/_pack_padded_sequence_backward_ops.h>
#include <ATen/ops/_pad_enum_ops.h>
#include <ATen/ops/_pad_packed_sequence_ops.h>
#include <ATen/ops/_pdist_forward_ops.h>
#include <ATen/ops/_reshape_alias_ops.h>
#include <ATen/ops/_reshape_from_tensor_ops.h>
#include <ATen/ops/_rowwise_prune_ops.h>
#include <ATen/ops/_sample_dirichlet_ops.h>
#include <ATen/ops/_saturate_weight_to_fp16_ops.h>
#include <ATen/ops/_scaled_dot_product_attention_math_ops.h>
#include <ATen/ops/_segment_reduce_backward_ops.h>
#include <ATen/ops/_shape_as_tensor_ops.h>
#include <ATen/ops/_slow_conv2d_forward_ops.h>
#include <ATen/ops/_sobol_engine_draw_ops.h>
#include <ATen/ops/_sobol_engine_ff_ops.h>
#include <ATen/ops/_sobol_engine_initialize_state_ops.h>
#include <ATen/ops/_softmax_ops.h>
#include <ATen/ops/_sparse_coo_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_coo_tensor_with_dims_and_tensors_ops.h>
#include <ATen/ops/_sparse_coo_tensor_with_dims_ops.h>
#include <ATen/ops/_sparse_csc_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_csr_prod_ops.h>
#include <ATen/ops/_sparse_csr_sum_ops.h>
#include <ATen/ops/_sparse_csr_tensor_unsafe_ops.h>
#include <ATen/ops/_sparse_log_softmax_ops.h>
#include <ATen/ops/_sparse_softmax_backward_data_ops.h>
#include <ATen/ops/_sparse_sum_ops.h>
#include <ATen/ops/_spdiags_ops.h>
#include <ATen/ops/_test_optional_filled_intlist_ops.h>
#include <ATen/ops/_test_optional_floatlist_ops.h>
#include <ATen/ops/_test_optional_intlist_ops.h>
#include <ATen/ops/_test_string_default_ops.h>
#include <ATen/ops/_thnn_differentiable_lstm_cell_backward_ops.h>
#include <ATen/ops/_to_cpu_ops.h>
#include <ATen/ops/_torch_cuda_cu_linker_symbol_op_ops.h>
#include <ATen/ops/_transformer_encoder_layer_fwd_ops.h>
#include <ATen/ops/_triton_multi_head_attention_ops.h>
#include <ATen/ops/_unique2_ops.h>
#include <ATen/ops/_unsafe_view_ops.h>
#include <ATen/ops/_upsample_bilinear2d_aa_backward_ops.h>
#include <ATen/ops/_upsample_bilinear2d_aa_ops.h>
#include <ATen/ops/_upsample_nearest_exact1d_backward_ops.h>
#include <ATen/ops/_upsample_nearest_exact1d_ops.h>
#include <ATen/ops/_upsample_nearest_exact2d_ops.h>
#include <ATen/ops/_upsample_nearest_exact3d_backward_ops.h>
#include <ATen/ops/_use_cudnn_rnn_flatten_weight_ops.h>
#include <ATen/ops/_validate_compressed_sparse_indices_ops.h>
#include <ATen/ops/_values_copy_ops.h>
#include <ATen/ops/_weight_norm_interface_backward_ops.h>
#include <ATen/ops/_weight_norm_interface_ops.h>
#include <ATen/ops/acos_ops.h>
#include <ATen/ops/adaptive_avg_pool2d_ops.h>
#include <ATen/ops/adaptive_avg_pool3d_backward_ops.h>
#include <ATen/ops/adaptive_max_pool3d_backward_ops.h>
#include <ATen/ops/adaptive_max_pool3d_ops.h>
#include <ATen/ops/addmm_ops.h>
#include <ATen/ops/addmv_ops.h>
#include <ATen/ops/affine_grid_generator_backward_ops.h>
#include <ATen/ops/align_to_ops.h>
#include <ATen/ops/all_ops.h>
#include <ATen/ops/allclose_ops.h>
#include <ATen/ops/alpha_dropout_ops.h>
#include <ATen/ops/any_ops.h>
#include <ATen/ops/arcsinh_ops.h>
#include <ATen/ops/argmin_ops.h>
#include <ATen/ops/as_strided_scatter_ops.h>
#include <ATen/ops/asin_ops.h>
#include <ATen/ops/atan2_ops.h>
#include <ATen/ops/atan_ops.h>
#include <ATen/ops/atanh_ops.h>
#include <ATen/ops/atleast_2d_ops.h>
#include <ATen/ops/atleast_3d_ops.h>
#include <ATen/ops/avg_pool1d_ops.h>
#include <ATen/ops/bartlett_window_ops.h>
#include <ATen/ops/batch_norm_elemt_ops.h>
#include <ATen/ops/batch_norm_ops.h>
#include <ATen/ops/batch_norm_update_stats_ops.h>
#include <ATen/ops/bilinear_ops.h>
#include <ATen/ops/binary_cross_entropy_ops.h>
#include <ATen/ops/bitwise_not_ops.h>
#include <ATen/ops/bitwise_right_shift_ops.h>
#include <ATen/ops/block_diag_ops.h>
#include <ATen/ops/broadcast_to_ops.h>
#include <ATen/ops/cartesian_prod_ops.h>
#include <ATen/ops/ccol_indices_copy_ops.h>
#include <ATen/ops/cdist_ops.h>
#include <ATen/ops/cholesky_inverse_ops.h>
#include <ATen/ops/cholesky_solve_ops.h>
#include <ATen/ops/clamp_min_ops.h>
#include <ATen/ops/clamp_ops.h>
#include <ATen/ops/col_indices_ops.h>
#include <ATen/ops/combinations_ops.h>
#include <ATen/ops/concat_ops.h>
#include <ATen/ops/contiguous_ops.h>
#include <ATen/ops/conv1d_ops.h>
#include <ATen/ops/conv2d_ops.h>
#include <ATen/ops/conv_depthwise3d_ops.h>
#include <ATen/ops/conv_tbc_ops.h>
#include <ATen/ops/conv_transpose2d_ops.h>
#include <ATen/ops/convolution_backward_ops.h>
#include <ATen/ops/convolution_backward_overrideable_ops.h>
#include <ATen/ops/convolution_overrideable_ops.h>
#include <ATen/ops/cos_ops.h>
#include <ATen/ops/count_nonzero_ops.h>
#include <ATen/ops/cov_ops.h>
#include <ATen/ops/cross_entropy_loss_ops.h>
#include <ATen/ops/cross_ops.h>
#include <ATen/ops/ctc_loss_ops.h>
#include <ATen/ops/cudnn_affine_grid_generator_backward_ops.h>
#include <ATen/ops/cudnn_affine_grid_generator_ops.h>
#include <ATen/ops/cudnn_convolution_ops.h>
#include <ATen/ops/cudnn_convolution_relu_ops.h>
#include <ATen/ops/cudnn_grid_sampler_ops.h>
#include <ATen/ops/cummin_ops.h>
#include <ATen/ops/cumprod_backward_ops.h>
#include <ATen/ops/cumsum_ops.h>
#include <ATen/ops/dequantize_ops.h>
#include <ATen/ops/det_ops.h>
#include <ATen/ops/diag_backward_ops.h>
#include <ATen/ops/diag_ops.h>
#include <ATen/ops/diagonal_copy_ops.h>
#include <ATen/ops/digamma_ops.h>
#include <ATen/ops/div_ops.h>
#include <ATen/ops/dropout_ops.h>
#include <ATen/ops/einsum_ops.h>
#include <ATen/ops/embedding_backward_ops.h>
#include <ATen/ops/embedding_dense_backward_ops.h>
#include <ATen/ops/embedding_renorm_ops.h>
#include <ATen/ops/empty_strided_ops.h>
#include <ATen/ops/eq_ops.h>
#include <ATen/ops/equal_ops.h>
#include <ATen/ops/erfinv_ops.h>
#include <ATen/ops/expand_copy_ops.h>
#include <ATen/ops/expm1_ops.h>
#include <ATen/ops/exponential_ops.h>
#include <ATen/ops/eye_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_cachemask_ops.h>
#include <ATen/ops/fake_quantize_per_channel_affine_ops.h>
#include <ATen/ops/fake_quantize_per_tensor_affine_cachemask_backward_ops.h>
#include <ATen/ops/fbgemm_pack_quantized_matrix_ops.h>
#include <ATen/ops/fft_fft_ops.h>
#include <ATen/ops/fft_fftfreq_ops.h>
#include <ATen/ops/fft_ihfftn_ops.h>
#include <ATen/ops/flip_ops.h>
#include <ATen/ops/fliplr_ops.h>
#include <ATen/ops/flipud_ops.h>
#include <ATen/ops/float_power_ops.h>
#include <ATen/ops/floor_ops.h>
#include <ATen/ops/fmin_ops.h>
#include <ATen/ops/fractional_max_pool2d_ops.h>
#include <ATen/ops/fractional_max_pool3d_ops.h>
#include <ATen/ops/full_ops.h>
#include <ATen/ops/glu_backward_ops.h>
#include <ATen/ops/greater_ops.h>
#include <ATen/ops/grid_sampler_2d_ops.h>
#include <ATen/ops/gru_cell_ops.h>
#include <ATen/ops/hardshrink_ops.h>
#include <ATen/ops/hardsigmoid_backward_ops.h>
#include <ATen/ops/hardswish_ops.h>
#include <ATen/ops/hardtanh_ops.h>
#include <ATen/ops/heaviside_ops.h>
#include <ATen/ops/histogramdd_ops.h>
#include <ATen/ops/hstack_ops.h>
#include <ATen/ops/huber_loss_backward_ops.h>
#include <ATen/ops/hypot_ops.h>
#include <ATen/ops/i0_ops.h>
#include <ATen/ops/igammac_ops.h>
#include <ATen/ops/imag_ops.h>
#include <ATen/ops/index_fill_ops.h>
#include <ATen/ops/index_select_backward_ops.h>
#include <ATen/ops/index_select_ops.h>
#include <ATen/ops/indices_copy_ops.h>
#include <ATen/ops/indices_ops.h>
#include <ATen/ops/inverse_ops.h>
#include <ATen/ops/is_coalesced_ops.h>
#include <ATen/ops/is_distributed_ops.h>
#include <ATen/ops/is_floating_point_ops.h>
#include <ATen/ops/is_inference_ops.h>
#include <ATen/ops/is_neg_ops.h>
#include <ATen/ops/is_nonzero_ops.h>
#include <ATen/ops/is_pinned_ops.h>
#include <ATen/ops/is_same_size_ops.h>
#include <ATen/ops/is_set_to_ops.h>
#include <ATen/ops/isnan_ops.h>
#include <ATen/ops/isposinf_ops.h>
#include <ATen/ops/kl_div_ops.h>
#include <ATen/ops/kthvalue_ops.h>
#include <ATen/ops/ldexp_ops.h>
#include <ATen/ops/le_ops.h>
#include <ATen/ops/leaky_relu_backward_ops.h>
#include <ATen/ops/leaky_relu_ops.h>
#include <ATen/ops/less_ops.h>
#include <ATen/ops/lift_fresh_copy_ops.h>
#include <ATen/ops/linalg_cond_ops.h>
#include <ATen/ops/linalg_eig_ops.h>
#include <ATen/ops/linalg_ldl_factor_ops.h>
#include <ATen/ops/linalg_lu_factor_ex_ops.h>
#include <ATen/ops/linalg_matrix_exp_ops.h>
#include <ATen/ops/linalg_matrix_norm_ops.h>
#include <ATen/ops/linalg_qr_ops.h>
#include <ATen/ops/linalg_solve_ex_ops.h>
#include <ATen/ops/linalg_vander_ops.h>
#include <ATen/ops/linspace_ops.h>
#include <ATen/ops/log10_ops.h>
#include <ATen/ops/log_ops.h>
#include <ATen/ops/log_sigmoid_backward_ops.h>
#include <ATen/ops/log_softmax_ops.h>
#include <ATen/ops/logical_not_ops.h>
#include <ATen/ops/logical_xor_ops.h>
#include <ATen/ops/logit_backward_ops.h>
#include <ATen/ops/lstm_cell_ops.h>
#include <ATen/ops/margin_ranking_loss_ops.h>
#include <ATen/ops/masked_select_backward_ops.h>
#include <ATen/ops/matmul_backward_ops.h>
#include <ATen/ops/matrix_exp_ops.h>
#include <ATen/ops/matrix_power_ops.h>
#include <ATen/ops/max_pool1d_with_indices_ops.h>
#include <ATen/ops/max_pool2d_with_indices_ops.h>
#include <ATen/ops/max_pool3d_ops.h>
#include <ATen/ops/maximum_ops.h>
#include <ATen/ops/miopen_batch_norm_backward_ops.h>
#include <ATen/ops/miopen_convolution_add_relu_ops.h>
#include <ATen/ops/miopen_convolution_ops.h>
#include <ATen/ops/miopen_depthwise_convolution_ops.h>
#include <ATen/ops/miopen_rnn_backward_ops.h>
#include <ATen/ops/miopen_rnn_ops.h>
#include <ATen/ops/mish_backward_ops.h>
#include <ATen/ops/mish_ops.h>
#include <ATen/ops/mkldnn_adaptive_avg_pool2d_ops.h>
#include <ATen/ops/mkldnn_max_pool2d_ops.h>
#include <ATen/ops/mkldnn_max_pool3d_backward_ops.h>
#include <ATen/ops/mkldnn_reorder_conv3d_weight_ops.h>
#include <ATen/ops/mode_ops.h>
#include <ATen/ops/mse_loss_backward_ops.h>
#include <ATen/ops/mse_loss_ops.h>
#include <ATen/ops/nan_to_num_ops.h>
#include <ATen/ops/nanmean_ops.h>
#include <ATen/ops/nanquantile_ops.h>
#include <ATen/ops/narrow_copy_ops.h>
#include <ATen/ops/native_batch_norm_backward_ops.h>
#include <ATen/ops/native_dropout_backward_ops.h>
#include <ATen/ops/native_dropout_ops.h>
#include <ATen/ops/native_group_norm_ops.h>
#include <ATen/ops/native_norm_ops.h>
#include <ATen/ops/new_empty_ops.h>
#include <ATen/ops/new_full_ops.h>
#include <ATen/ops/new_ones_ops.h>
#include <ATen/ops/new_zeros_ops.h>
#include <ATen/ops/nll_loss2d_backward_ops.h>
#include <ATen/ops/nll_loss_backward_ops.h>
#include <ATen/ops/nll_loss_ops.h>
#include <ATen/ops/nonzero_ops.h>
#include <ATen/ops/norm_ops.h>
#include <ATen/ops/normal_ops.h>
#include <ATen/ops/numpy_T_ops.h>
#include <ATen/ops/or_ops.h>
#include <ATen/ops/outer_ops.h>
#include <ATen/ops/pad_sequence_ops.h>
#include <ATen/ops/pixel_unshuffle_ops.h>
#include <ATen/ops/poisson_nll_loss_ops.h>
#include <ATen/ops/q_per_channel_axis_ops.h>
#include <ATen/ops/qr_ops.h>
#include <ATen/ops/quantized_lstm_cell_ops.h>
#include <ATen/ops/quantized_max_pool2d_ops.h>
#include <ATen/ops/quantized_rnn_relu_cell_ops.h>
#include <ATen/ops/quantized_rnn_tanh_cell_ops.h>
#include <ATen/ops/rad2deg_ops.h>
#include <ATen/ops/rand_like_ops.h>
#include <ATen/ops/record_stream_ops.h>
#include <ATen/ops/reflection_pad1d_ops.h>
#include <ATen/ops/reflection_pad2d_backward_ops.h>
#include <ATen/ops/reflection_pad2d_ops.h>
#include <ATen/ops/reflection_pad3d_backward_ops.h>
#include <ATen/ops/relu_ops.h>
#include <ATen/ops/rename_ops.h>
#include <ATen/ops/renorm_ops.h>
#include <ATen/ops/repeat_ops.h>
#include <ATen/ops/replication_pad1d_backward_ops.h>
#include <ATen/ops/replication_pad1d_ops.h>
#include <ATen/ops/replication_pad2d_backward_ops.h>
#include <ATen/ops/replication_pad3d_ops.h>
#include <ATen/ops/requires_grad_ops.h>
#include <ATen/ops/resize_as_sparse_ops.h>
#include <ATen/ops/resolve_conj_ops.h>
#include <ATen/ops/resolve_neg_ops.h>
#include <ATen/ops/retain_grad_ops.h>
#include <ATen/ops/rnn_relu_cell_ops.h>
#include <ATen/ops/rnn_relu_ops.h>
#include <ATen/ops/rot90_ops.h>
#include <ATen/ops/round_ops.h>
#include <ATen/ops/row_indices_copy_ops.h>
#include <ATen/ops/row_indices_ops.h>
#include <ATen/ops/scalar_tensor_ops.h>
#include <ATen/ops/select_backward_ops.h>
#include <ATen/ops/select_copy_ops.h>
#include <ATen/ops/set_data_ops.h>
#include <ATen/ops/sgn_ops.h>
#include <ATen/ops/sigmoid_ops.h>
#include <ATen/ops/silu_ops.h>
#include <ATen/ops/size_ops.h>
#include <ATen/ops/slice_backward_ops.h>
#include <ATen/ops/slice_copy_ops.h>
#include <ATen/ops/slow_conv3d_forward_ops.h>
#include <ATen/ops/slow_conv3d_ops.h>
#include <ATen/ops/slow_conv_dilated3d_ops.h>
#include <ATen/ops/slow_conv_transpose2d_ops.h>
#include <ATen/ops/softmax_ops.h>
#include <ATen/ops/softplus_backward_ops.h>
#include <ATen/ops/softshrink_ops.h>
#include <ATen/ops/sort_ops.h>
#include <ATen/ops/sparse_compressed_tensor_ops.h>
#include <ATen/ops/sparse_coo_tensor_ops.h>
#include <ATen/ops/sparse_csc_tensor_ops.h>
#include <ATen/ops/sparse_dim_ops.h>
#include <ATen/ops/sparse_resize_and_clear_ops.h>
#include <ATen/ops/special_bessel_j1_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_v_ops.h>
#include <ATen/ops/special_exp2_ops.h>
#include <ATen/ops/special_gammainc_ops.h>
#include <ATen/ops/special_gammaincc_ops.h>
#include <ATen/ops/special_hermite_polynomial_h_ops.h>
#include <ATen/ops/special_laguerre_polynomial_l_ops.h>
#include <ATen/ops/special_log_ndtr_ops.h>
#include <ATen/ops/special_logit_ops.h>
#include <ATen/ops/special_modified_bessel_i0_ops.h>
#include <ATen/ops/special_multigammaln_ops.h>
#include <ATen/ops/special_ndtr_ops.h>
#include <ATen/ops/special_ndtri_ops.h>
#include <ATen/ops/special_polygamma_ops.h>
#include <ATen/ops/special_psi_ops.h>
#include <ATen/ops/special_scaled_modified_bessel_k0_ops.h>
#include <ATen/ops/special_shifted_chebyshev_polynomial_w_ops.h>
#include <ATen/ops/split_ops.h>
#include <ATen/ops/square_ops.h>
#include <ATen/ops/sspaddmm_ops.h>
#include <ATen/ops/stride_ops.h>
#include <ATen/ops/sum_ops.h>
#include <ATen/ops/swapdims_ops.h>
#include <ATen/ops/t_ops.h>
#include <ATen/ops/take_along_dim_ops.h>
#include <ATen/ops/take_ops.h>
#include <ATen/ops/tanh_ops.h>
#include <ATen/ops/tensordot_ops.h>
#include <ATen/ops/threshold_ops.h>
#include <ATen/ops/to_mkldnn_backward_ops.h>
#include <ATen/ops/to_ops.h>
#include <ATen/ops/to_sparse_bsr_ops.h>
#include <ATen/ops/transpose_ops.h>
#include <ATen/ops/trapezoid_ops.h>
#include <ATen/ops/trapz_ops.h>
#include <ATen/ops/triplet_margin_loss_ops.h>
#include <ATen/ops/triu_indices_ops.h>
#include <ATen/ops/true_divide_ops.h>
#include <ATen/ops/trunc_ops.h>
#include <ATen/ops/type_as_ops.h>
#include <ATen/ops/unflatten_dense_tensors_ops.h>
#include <ATen/ops/unfold_copy_ops.h>
#include <ATen/ops/uniform_ops.h>
#include <ATen/ops/unique_consecutive_ops.h>
#include <ATen/ops/unsafe_split_ops.h>
#include <ATen/ops/unsafe_split_with_sizes_ops.h>
#include <ATen/ops/upsample_bilinear2d_backward_ops.h>
#include <ATen/ops/upsample_linear1d_ops.h>
#include <ATen/ops/upsample_nearest1d_ops.h>
#include <ATen/ops/upsample_nearest2d_backward_ops.h>
#include <ATen/ops/upsample_trilinear3d_backward_ops.h>
#include <ATen/ops/values_ops.h>
#include <ATen/ops/zeros_ops.h>

extern "C" {

// __ior__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt___ior___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt___ior___Scalar_args) == 40, "args layout differs from the Go side's");
char* gt___ior___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ior___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::__ior___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// __ior__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt___ior___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt___ior___Tensor_args) == 16, "args layout differs from the Go side's");
char* gt___ior___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___ior___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::__ior___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// __or__.Scalar(Tensor self, Scalar other) -> Tensor
struct gt___or___Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___or___Scalar_args) == 64, "args layout differs from the Go side's");
char* gt___or___Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___or___Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__or___Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// __or__.Tensor(Tensor self, Tensor other) -> Tensor
struct gt___or___Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt___or___Tensor_args) == 40, "args layout differs from the Go side's");
char* gt___or___Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt___or___Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::__or___Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt__adaptive_avg_pool3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__adaptive_avg_pool3d_backward_args) == 40, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_adaptive_avg_pool3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _adaptive_avg_pool3d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__adaptive_avg_pool3d_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__adaptive_avg_pool3d_backward_out_args) == 24, "args layout differs from the Go side's");
char* gt__adaptive_avg_pool3d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__adaptive_avg_pool3d_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_adaptive_avg_pool3d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _add_relu.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
struct gt__add_relu_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__add_relu_Scalar_args) == 96, "args layout differs from the Go side's");
char* gt__add_relu_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_add_relu_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _add_relu.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__add_relu_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt__add_relu_Scalar_out_args) == 80, "args layout differs from the Go side's");
char* gt__add_relu_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_add_relu_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _add_relu.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
struct gt__add_relu_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__add_relu_Tensor_args) == 72, "args layout differs from the Go side's");
char* gt__add_relu_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_add_relu_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _add_relu.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt__add_relu_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt__add_relu_out_args) == 56, "args layout differs from the Go side's");
char* gt__add_relu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_add_relu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _add_relu_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
struct gt__add_relu__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt__add_relu__Scalar_args) == 72, "args layout differs from the Go side's");
char* gt__add_relu__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::_add_relu__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::scalar(a_alpha));
  GT_CATCH
}

// _add_relu_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
struct gt__add_relu__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt__add_relu__Tensor_args) == 48, "args layout differs from the Go side's");
char* gt__add_relu__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__add_relu__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::_add_relu__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::scalar(a_alpha));
  GT_CATCH
}

// _aminmax(Tensor self) -> (Tensor, Tensor)
struct gt__aminmax_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__aminmax_args) == 56, "args layout differs from the Go side's");
char* gt__aminmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__aminmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_aminmax::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _aminmax.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor, Tensor)
struct gt__aminmax_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__aminmax_dim_args) == 72, "args layout differs from the Go side's");
char* gt__aminmax_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__aminmax_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_aminmax_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _aminmax.dim_out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__aminmax_dim_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__aminmax_dim_out_args) == 40, "args layout differs from the Go side's");
char* gt__aminmax_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__aminmax_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_aminmax_dim_out::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _aminmax.out(Tensor self, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__aminmax_out_args {
  gt_tensor a_self;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__aminmax_out_args) == 24, "args layout differs from the Go side's");
char* gt__aminmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__aminmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_aminmax_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _amp_foreach_non_finite_check_and_unscale(Tensor[] self, Tensor found_inf, Tensor inv_scale) -> (Tensor[] self_out, Tensor found_inf_out)
struct gt__amp_foreach_non_finite_check_and_unscale_args {
  int64_t a_self_len;
  gt_tensor a_found_inf;
  gt_tensor a_inv_scale;
  gt_tensor_out* out0;
  int64_t out0_len;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__amp_foreach_non_finite_check_and_unscale_args) == 64, "args layout differs from the Go side's");
char* gt__amp_foreach_non_finite_check_and_unscale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_foreach_non_finite_check_and_unscale_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gotorch::borrowed a_found_inf(a->a_found_inf);
  gotorch::borrowed a_inv_scale(a->a_inv_scale);
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  gt_tensor_out* out1 = &a->out1;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_amp_foreach_non_finite_check_and_unscale::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::ref(a_found_inf, "found_inf"), gotorch::ref(a_inv_scale, "inv_scale"));
  gotorch::tensor_list(std::get<0>(std::move(r)), out0, out0_len, out0_buf);
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _amp_foreach_non_finite_check_and_unscale.out(Tensor[] self, Tensor(b!) found_inf, Tensor inv_scale, *, Tensor(a!)[] out) -> ()
struct gt__amp_foreach_non_finite_check_and_unscale_out_args {
  int64_t a_self_len;
  gt_tensor a_found_inf;
  gt_tensor a_inv_scale;
  int64_t a_out_len;
};
static_assert(sizeof(gt__amp_foreach_non_finite_check_and_unscale_out_args) == 32, "args layout differs from the Go side's");
char* gt__amp_foreach_non_finite_check_and_unscale_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_foreach_non_finite_check_and_unscale_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gotorch::borrowed a_found_inf(a->a_found_inf);
  gotorch::borrowed a_inv_scale(a->a_inv_scale);
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_amp_foreach_non_finite_check_and_unscale_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::ref(a_found_inf, "found_inf"), gotorch::ref(a_inv_scale, "inv_scale"), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _amp_foreach_non_finite_check_and_unscale_(Tensor(a!)[] self, Tensor(b!) found_inf, Tensor inv_scale) -> ()
struct gt__amp_foreach_non_finite_check_and_unscale__args {
  int64_t a_self_len;
  gt_tensor a_found_inf;
  gt_tensor a_inv_scale;
};
static_assert(sizeof(gt__amp_foreach_non_finite_check_and_unscale__args) == 24, "args layout differs from the Go side's");
char* gt__amp_foreach_non_finite_check_and_unscale_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_foreach_non_finite_check_and_unscale__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gotorch::borrowed a_found_inf(a->a_found_inf);
  gotorch::borrowed a_inv_scale(a->a_inv_scale);
  GT_TRY
  at::_ops::_amp_foreach_non_finite_check_and_unscale_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::ref(a_found_inf, "found_inf"), gotorch::ref(a_inv_scale, "inv_scale"));
  GT_CATCH
}

// _amp_update_scale(Tensor self, Tensor growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -> (Tensor, Tensor growth_tracker_out)
struct gt__amp_update_scale_args {
  gt_tensor a_self;
  gt_tensor a_growth_tracker;
  gt_tensor a_found_inf;
  double a_scale_growth_factor;
  double a_scale_backoff_factor;
  int64_t a_growth_interval;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__amp_update_scale_args) == 96, "args layout differs from the Go side's");
char* gt__amp_update_scale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_update_scale_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_growth_tracker(a->a_growth_tracker);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  double a_scale_growth_factor = a->a_scale_growth_factor;
  double a_scale_backoff_factor = a->a_scale_backoff_factor;
  int64_t a_growth_interval = a->a_growth_interval;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_amp_update_scale::call(gotorch::ref(a_self, "self"), gotorch::ref(a_growth_tracker, "growth_tracker"), gotorch::ref(a_found_inf, "found_inf"), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _amp_update_scale.out(Tensor self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval, *, Tensor(a!) out) -> Tensor(a!)
struct gt__amp_update_scale_out_args {
  gt_tensor a_self;
  gt_tensor a_growth_tracker;
  gt_tensor a_found_inf;
  double a_scale_growth_factor;
  double a_scale_backoff_factor;
  int64_t a_growth_interval;
  gt_tensor a_out;
};
static_assert(sizeof(gt__amp_update_scale_out_args) == 56, "args layout differs from the Go side's");
char* gt__amp_update_scale_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_update_scale_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_growth_tracker(a->a_growth_tracker);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  double a_scale_growth_factor = a->a_scale_growth_factor;
  double a_scale_backoff_factor = a->a_scale_backoff_factor;
  int64_t a_growth_interval = a->a_growth_interval;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_amp_update_scale_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_growth_tracker, "growth_tracker"), gotorch::ref(a_found_inf, "found_inf"), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _amp_update_scale_(Tensor(a!) self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -> Tensor(a!)
struct gt__amp_update_scale__args {
  gt_tensor a_self;
  gt_tensor a_growth_tracker;
  gt_tensor a_found_inf;
  double a_scale_growth_factor;
  double a_scale_backoff_factor;
  int64_t a_growth_interval;
};
static_assert(sizeof(gt__amp_update_scale__args) == 48, "args layout differs from the Go side's");
char* gt__amp_update_scale_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__amp_update_scale__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_growth_tracker(a->a_growth_tracker);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  double a_scale_growth_factor = a->a_scale_growth_factor;
  double a_scale_backoff_factor = a->a_scale_backoff_factor;
  int64_t a_growth_interval = a->a_growth_interval;
  GT_TRY
  at::_ops::_amp_update_scale_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_growth_tracker, "growth_tracker"), gotorch::ref(a_found_inf, "found_inf"), a_scale_growth_factor, a_scale_backoff_factor, a_growth_interval);
  GT_CATCH
}

// _assert_async(Tensor self) -> ()
struct gt__assert_async_args {
  gt_tensor a_self;
};
static_assert(sizeof(gt__assert_async_args) == 8, "args layout differs from the Go side's");
char* gt__assert_async(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__assert_async_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::_assert_async::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// _assert_tensor_metadata(Tensor a, int[]? size=None, int[]? stride=None, ScalarType? dtype=None) -> ()
struct gt__assert_tensor_metadata_args {
  gt_tensor a_a;
  int64_t a_size_len;
  int64_t a_stride_len;
  int32_t a_dtype;
};
static_assert(sizeof(gt__assert_tensor_metadata_args) == 32, "args layout differs from the Go side's");
char* gt__assert_tensor_metadata(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__assert_tensor_metadata_args*>(args);
  gotorch::borrowed a_a(a->a_a);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  int32_t a_dtype = a->a_dtype;
  GT_TRY
  at::_ops::_assert_tensor_metadata::call(gotorch::ref(a_a, "a"), gotorch::opt_list(a_size, a_size_len), gotorch::opt_list(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype, "dtype"));
  GT_CATCH
}

// _autocast_to_full_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled) -> Tensor(a)
struct gt__autocast_to_full_precision_args {
  gt_tensor a_self;
  bool a_cuda_enabled;
  bool a_cpu_enabled;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__autocast_to_full_precision_args) == 40, "args layout differs from the Go side's");
char* gt__autocast_to_full_precision(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__autocast_to_full_precision_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_cuda_enabled = a->a_cuda_enabled;
  bool a_cpu_enabled = a->a_cpu_enabled;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_autocast_to_full_precision::call(gotorch::ref(a_self, "self"), a_cuda_enabled, a_cpu_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _autocast_to_reduced_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled, ScalarType cuda_dtype, ScalarType cpu_dtype) -> Tensor(a)
struct gt__autocast_to_reduced_precision_args {
  gt_tensor a_self;
  bool a_cuda_enabled;
  bool a_cpu_enabled;
  int32_t a_cuda_dtype;
  int32_t a_cpu_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__autocast_to_reduced_precision_args) == 48, "args layout differs from the Go side's");
char* gt__autocast_to_reduced_precision(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__autocast_to_reduced_precision_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_cuda_enabled = a->a_cuda_enabled;
  bool a_cpu_enabled = a->a_cpu_enabled;
  int32_t a_cuda_dtype = a->a_cuda_dtype;
  int32_t a_cpu_dtype = a->a_cpu_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_autocast_to_reduced_precision::call(gotorch::ref(a_self, "self"), a_cuda_enabled, a_cpu_enabled, gotorch::scalar_type(a_cuda_dtype, "cuda_dtype"), gotorch::scalar_type(a_cpu_dtype, "cpu_dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Byte(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Byte_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Byte_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Byte(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Byte_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Byte::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Float(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Float_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Float_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Float(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Float_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Float::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cast_Short(Tensor self, bool non_blocking=False) -> Tensor
struct gt__cast_Short_args {
  gt_tensor a_self;
  bool a_non_blocking;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cast_Short_args) == 40, "args layout differs from the Go side's");
char* gt__cast_Short(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cast_Short_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_non_blocking = a->a_non_blocking;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cast_Short::call(gotorch::ref(a_self, "self"), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor
struct gt__cdist_forward_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cdist_forward_args) == 48, "args layout differs from the Go side's");
char* gt__cdist_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cdist_forward_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  auto a_compute_mode = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cdist_forward::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, gotorch::opt_value(a_compute_mode));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cdist_forward.out(Tensor x1, Tensor x2, float p, int? compute_mode, *, Tensor(a!) out) -> Tensor(a!)
struct gt__cdist_forward_out_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt__cdist_forward_out_args) == 32, "args layout differs from the Go side's");
char* gt__cdist_forward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cdist_forward_out_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  auto a_compute_mode = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_cdist_forward_out::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, gotorch::opt_value(a_compute_mode), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _cholesky_solve_helper(Tensor self, Tensor A, bool upper) -> Tensor
struct gt__cholesky_solve_helper_args {
  gt_tensor a_self;
  gt_tensor a_A;
  bool a_upper;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cholesky_solve_helper_args) == 48, "args layout differs from the Go side's");
char* gt__cholesky_solve_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cholesky_solve_helper_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_A(a->a_A);
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cholesky_solve_helper::call(gotorch::ref(a_self, "self"), gotorch::ref(a_A, "A"), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cholesky_solve_helper.out(Tensor self, Tensor A, bool upper, *, Tensor(a!) out) -> Tensor(a!)
struct gt__cholesky_solve_helper_out_args {
  gt_tensor a_self;
  gt_tensor a_A;
  bool a_upper;
  gt_tensor a_out;
};
static_assert(sizeof(gt__cholesky_solve_helper_out_args) == 32, "args layout differs from the Go side's");
char* gt__cholesky_solve_helper_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cholesky_solve_helper_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_A(a->a_A);
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_cholesky_solve_helper_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_A, "A"), a_upper, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _choose_qparams_per_tensor(Tensor self, bool reduce_range=False) -> (float, int)
struct gt__choose_qparams_per_tensor_args {
  gt_tensor a_self;
  bool a_reduce_range;
  double out0;
  int64_t out1;
};
static_assert(sizeof(gt__choose_qparams_per_tensor_args) == 32, "args layout differs from the Go side's");
char* gt__choose_qparams_per_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__choose_qparams_per_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_reduce_range = a->a_reduce_range;
  double* out0 = &a->out0;
  int64_t* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_choose_qparams_per_tensor::call(gotorch::ref(a_self, "self"), a_reduce_range);
  *out0 = std::get<0>(std::move(r));
  *out1 = std::get<1>(std::move(r));
  GT_CATCH
}

// _coalesce(Tensor self) -> Tensor
struct gt__coalesce_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__coalesce_args) == 32, "args layout differs from the Go side's");
char* gt__coalesce(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__coalesce_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_coalesce::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _coalesce.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__coalesce_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__coalesce_out_args) == 16, "args layout differs from the Go side's");
char* gt__coalesce_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__coalesce_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_coalesce_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _cudnn_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor? weight_buf, Tensor hx, Tensor? cx, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__cudnn_rnn_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_weight_buf;
  gt_tensor a_hx;
  gt_tensor a_cx;
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
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__cudnn_rnn_args) == 240, "args layout differs from the Go side's");
char* gt__cudnn_rnn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_weight_buf(a->a_weight_buf);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
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
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_cudnn_rnn::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::opt(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _cudnn_rnn.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor? weight_buf, Tensor hx, Tensor? cx, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
struct gt__cudnn_rnn_out_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_weight_buf;
  gt_tensor a_hx;
  gt_tensor a_cx;
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
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
  gt_tensor a_out4;
};
static_assert(sizeof(gt__cudnn_rnn_out_args) == 160, "args layout differs from the Go side's");
char* gt__cudnn_rnn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_weight_buf(a->a_weight_buf);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
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
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  gotorch::borrowed a_out4(a->a_out4);
  GT_TRY
  at::_ops::_cudnn_rnn_out::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::opt(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"), gotorch::ref(a_out4, "out4"));
  GT_CATCH
}

// _cudnn_rnn_flatten_weight(Tensor[] weight_arr, int weight_stride0, SymInt input_size, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, bool bidirectional) -> Tensor
struct gt__cudnn_rnn_flatten_weight_args {
  int64_t a_weight_arr_len;
  int64_t a_weight_stride0;
  int64_t a_input_size;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_proj_size;
  int64_t a_num_layers;
  bool a_batch_first;
  bool a_bidirectional;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__cudnn_rnn_flatten_weight_args) == 88, "args layout differs from the Go side's");
char* gt__cudnn_rnn_flatten_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_flatten_weight_args*>(args);
  auto a_weight_arr = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_arr_len = a->a_weight_arr_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  int64_t a_input_size = a->a_input_size;
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_proj_size = a->a_proj_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  bool a_bidirectional = a->a_bidirectional;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cudnn_rnn_flatten_weight::call(at::TensorList(gotorch::tensors(a_weight_arr, a_weight_arr_len, "weight_arr")), a_weight_stride0, c10::SymInt(a_input_size), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_bidirectional);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _cudnn_rnn_flatten_weight.out(Tensor[] weight_arr, int weight_stride0, SymInt input_size, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, bool bidirectional, *, Tensor(a!) out) -> Tensor(a!)
struct gt__cudnn_rnn_flatten_weight_out_args {
  int64_t a_weight_arr_len;
  int64_t a_weight_stride0;
  int64_t a_input_size;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_proj_size;
  int64_t a_num_layers;
  bool a_batch_first;
  bool a_bidirectional;
  gt_tensor a_out;
};
static_assert(sizeof(gt__cudnn_rnn_flatten_weight_out_args) == 72, "args layout differs from the Go side's");
char* gt__cudnn_rnn_flatten_weight_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cudnn_rnn_flatten_weight_out_args*>(args);
  auto a_weight_arr = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_arr_len = a->a_weight_arr_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  int64_t a_input_size = a->a_input_size;
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_proj_size = a->a_proj_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  bool a_bidirectional = a->a_bidirectional;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_cudnn_rnn_flatten_weight_out::call(at::TensorList(gotorch::tensors(a_weight_arr, a_weight_arr_len, "weight_arr")), a_weight_stride0, c10::SymInt(a_input_size), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_bidirectional, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _cufft_get_plan_cache_max_size(int device_index) -> int
struct gt__cufft_get_plan_cache_max_size_args {
  int64_t a_device_index;
  int64_t out0;
};
static_assert(sizeof(gt__cufft_get_plan_cache_max_size_args) == 16, "args layout differs from the Go side's");
char* gt__cufft_get_plan_cache_max_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cufft_get_plan_cache_max_size_args*>(args);
  int64_t a_device_index = a->a_device_index;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cufft_get_plan_cache_max_size::call(a_device_index);
  *out0 = std::move(r);
  GT_CATCH
}

// _cufft_get_plan_cache_size(int device_index) -> int
struct gt__cufft_get_plan_cache_size_args {
  int64_t a_device_index;
  int64_t out0;
};
static_assert(sizeof(gt__cufft_get_plan_cache_size_args) == 16, "args layout differs from the Go side's");
char* gt__cufft_get_plan_cache_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cufft_get_plan_cache_size_args*>(args);
  int64_t a_device_index = a->a_device_index;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_cufft_get_plan_cache_size::call(a_device_index);
  *out0 = std::move(r);
  GT_CATCH
}

// _cufft_set_plan_cache_max_size(int device_index, int max_size) -> ()
struct gt__cufft_set_plan_cache_max_size_args {
  int64_t a_device_index;
  int64_t a_max_size;
};
static_assert(sizeof(gt__cufft_set_plan_cache_max_size_args) == 16, "args layout differs from the Go side's");
char* gt__cufft_set_plan_cache_max_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cufft_set_plan_cache_max_size_args*>(args);
  int64_t a_device_index = a->a_device_index;
  int64_t a_max_size = a->a_max_size;
  GT_TRY
  at::_ops::_cufft_set_plan_cache_max_size::call(a_device_index, a_max_size);
  GT_CATCH
}

// _cummax_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -> ()
struct gt__cummax_helper_args {
  gt_tensor a_self;
  gt_tensor a_values;
  gt_tensor a_indices;
  int64_t a_dim;
};
static_assert(sizeof(gt__cummax_helper_args) == 32, "args layout differs from the Go side's");
char* gt__cummax_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cummax_helper_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_dim = a->a_dim;
  GT_TRY
  at::_ops::_cummax_helper::call(gotorch::ref(a_self, "self"), gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"), a_dim);
  GT_CATCH
}

// _cummin_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -> ()
struct gt__cummin_helper_args {
  gt_tensor a_self;
  gt_tensor a_values;
  gt_tensor a_indices;
  int64_t a_dim;
};
static_assert(sizeof(gt__cummin_helper_args) == 32, "args layout differs from the Go side's");
char* gt__cummin_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__cummin_helper_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_dim = a->a_dim;
  GT_TRY
  at::_ops::_cummin_helper::call(gotorch::ref(a_self, "self"), gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"), a_dim);
  GT_CATCH
}

// _dimI(Tensor self) -> int
struct gt__dimI_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt__dimI_args) == 16, "args layout differs from the Go side's");
char* gt__dimI(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__dimI_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_dimI::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _dimV(Tensor self) -> int
struct gt__dimV_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt__dimV_args) == 16, "args layout differs from the Go side's");
char* gt__dimV(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__dimV_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_dimV::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _embedding_bag_per_sample_weights_backward(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1) -> Tensor
struct gt__embedding_bag_per_sample_weights_backward_args {
  gt_tensor a_grad;
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  gt_tensor a_offset2bag;
  int64_t a_mode;
  int64_t a_padding_idx;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__embedding_bag_per_sample_weights_backward_args) == 80, "args layout differs from the Go side's");
char* gt__embedding_bag_per_sample_weights_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_per_sample_weights_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  int64_t a_mode = a->a_mode;
  int64_t a_padding_idx = a->a_padding_idx;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_embedding_bag_per_sample_weights_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), gotorch::ref(a_offset2bag, "offset2bag"), a_mode, a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _embedding_bag_per_sample_weights_backward.out(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1, *, Tensor(a!) out) -> Tensor(a!)
struct gt__embedding_bag_per_sample_weights_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_weight;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  gt_tensor a_offset2bag;
  int64_t a_mode;
  int64_t a_padding_idx;
  gt_tensor a_out;
};
static_assert(sizeof(gt__embedding_bag_per_sample_weights_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt__embedding_bag_per_sample_weights_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_per_sample_weights_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  int64_t a_mode = a->a_mode;
  int64_t a_padding_idx = a->a_padding_idx;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_embedding_bag_per_sample_weights_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), gotorch::ref(a_offset2bag, "offset2bag"), a_mode, a_padding_idx, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _embedding_bag_sparse_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
struct gt__embedding_bag_sparse_backward_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  gt_tensor a_offsets;
  gt_tensor a_offset2bag;
  gt_tensor a_bag_size;
  int64_t a_num_weights;
  bool a_scale_grad_by_freq;
  int64_t a_mode;
  gt_tensor a_per_sample_weights;
  int64_t a_padding_idx;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__embedding_bag_sparse_backward_args) == 104, "args layout differs from the Go side's");
char* gt__embedding_bag_sparse_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__embedding_bag_sparse_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_offsets(a->a_offsets);
  gotorch::borrowed a_offset2bag(a->a_offset2bag);
  gotorch::borrowed a_bag_size(a->a_bag_size);
  int64_t a_num_weights = a->a_num_weights;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  int64_t a_mode = a->a_mode;
  gotorch::borrowed a_per_sample_weights(a->a_per_sample_weights);
  int64_t a_padding_idx = a->a_padding_idx;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_embedding_bag_sparse_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_offsets, "offsets"), gotorch::ref(a_offset2bag, "offset2bag"), gotorch::ref(a_bag_size, "bag_size"), a_num_weights, a_scale_grad_by_freq, a_mode, gotorch::opt(a_per_sample_weights, "per_sample_weights"), a_padding_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _empty_affine_quantized(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format) -> Tensor
struct gt__empty_affine_quantized_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  double a_scale;
  int64_t a_zero_point;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__empty_affine_quantized_args) == 80, "args layout differs from the Go side's");
char* gt__empty_affine_quantized(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__empty_affine_quantized_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_empty_affine_quantized::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), a_scale, a_zero_point, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _empty_affine_quantized.out(int[] size, *, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format, Tensor(a!) out) -> Tensor(a!)
struct gt__empty_affine_quantized_out_args {
  int64_t a_size_len;
  double a_scale;
  int64_t a_zero_point;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt__empty_affine_quantized_out_args) == 40, "args layout differs from the Go side's");
char* gt__empty_affine_quantized_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__empty_affine_quantized_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_empty_affine_quantized_out::call(at::IntArrayRef(a_size, a_size_len), a_scale, a_zero_point, gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fake_quantize_learnable_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0) -> Tensor
struct gt__fake_quantize_learnable_per_channel_affine_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_channel_affine_args) == 80, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_channel_affine(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_channel_affine_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_channel_affine::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fake_quantize_learnable_per_channel_affine.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fake_quantize_learnable_per_channel_affine_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_channel_affine_out_args) == 64, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_channel_affine_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_channel_affine_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fake_quantize_learnable_per_channel_affine_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max, a_grad_factor, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fake_quantize_learnable_per_channel_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0) -> (Tensor, Tensor, Tensor)
struct gt__fake_quantize_learnable_per_channel_affine_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  double a_grad_factor;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__fake_quantize_learnable_per_channel_affine_backward_args) == 136, "args layout differs from the Go side's");
char* gt__fake_quantize_learnable_per_channel_affine_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fake_quantize_learnable_per_channel_affine_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  double a_grad_factor = a->a_grad_factor;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_fake_quantize_learnable_per_channel_affine_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max, a_grad_factor);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor
struct gt__fft_c2c_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  bool a_forward;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fft_c2c_args) == 56, "args layout differs from the Go side's");
char* gt__fft_c2c(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_c2c_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  bool a_forward = a->a_forward;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fft_c2c::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_forward);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fft_c2c.out(Tensor self, int[] dim, int normalization, bool forward, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fft_c2c_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  bool a_forward;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fft_c2c_out_args) == 40, "args layout differs from the Go side's");
char* gt__fft_c2c_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_c2c_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  bool a_forward = a->a_forward;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fft_c2c_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_forward, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor
struct gt__fft_c2r_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  int64_t a_last_dim_size;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fft_c2r_args) == 56, "args layout differs from the Go side's");
char* gt__fft_c2r(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_c2r_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  int64_t a_last_dim_size = a->a_last_dim_size;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fft_c2r::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_last_dim_size);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fft_c2r.out(Tensor self, int[] dim, int normalization, int last_dim_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fft_c2r_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t a_normalization;
  int64_t a_last_dim_size;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fft_c2r_out_args) == 40, "args layout differs from the Go side's");
char* gt__fft_c2r_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fft_c2r_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t a_normalization = a->a_normalization;
  int64_t a_last_dim_size = a->a_last_dim_size;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fft_c2r_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_normalization, a_last_dim_size, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _foreach_acos(Tensor[] self) -> Tensor[]
struct gt__foreach_acos_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_acos_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_acos(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_acos_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_acos::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_acos.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_acos_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_acos_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_acos_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_acos_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_acos_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_acos_(Tensor(a!)[] self) -> ()
struct gt__foreach_acos__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_acos__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_acos_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_acos__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_acos_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_atan(Tensor[] self) -> Tensor[]
struct gt__foreach_atan_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_atan_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_atan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_atan_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_atan::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_atan.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_atan_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_atan_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_atan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_atan_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_atan_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_atan_(Tensor(a!)[] self) -> ()
struct gt__foreach_atan__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_atan__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_atan_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_atan__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_atan_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_ceil(Tensor[] self) -> Tensor[]
struct gt__foreach_ceil_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_ceil_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_ceil(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_ceil_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_ceil::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_ceil.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_ceil_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_ceil_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_ceil_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_ceil_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_ceil_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_ceil_(Tensor(a!)[] self) -> ()
struct gt__foreach_ceil__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_ceil__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_ceil_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_ceil__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_ceil_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_cosh(Tensor[] self) -> Tensor[]
struct gt__foreach_cosh_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_cosh_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_cosh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cosh_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_cosh::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_cosh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_cosh_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_cosh_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_cosh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cosh_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_cosh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_cosh_(Tensor(a!)[] self) -> ()
struct gt__foreach_cosh__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_cosh__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_cosh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_cosh__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_cosh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_erfc(Tensor[] self) -> Tensor[]
struct gt__foreach_erfc_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_erfc_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_erfc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erfc_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_erfc::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_erfc.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_erfc_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_erfc_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_erfc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erfc_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_erfc_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_erfc_(Tensor(a!)[] self) -> ()
struct gt__foreach_erfc__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_erfc__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_erfc_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_erfc__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_erfc_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_exp(Tensor[] self) -> Tensor[]
struct gt__foreach_exp_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_exp_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_exp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_exp_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_exp::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_exp.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_exp_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_exp_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_exp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_exp_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_exp_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_exp_(Tensor(a!)[] self) -> ()
struct gt__foreach_exp__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_exp__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_exp_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_exp__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_exp_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_frac(Tensor[] self) -> Tensor[]
struct gt__foreach_frac_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_frac_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_frac(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_frac_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_frac::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_frac.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_frac_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_frac_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_frac_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_frac_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_frac_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_frac_(Tensor(a!)[] self) -> ()
struct gt__foreach_frac__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_frac__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_frac_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_frac__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_frac_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_lgamma(Tensor[] self) -> Tensor[]
struct gt__foreach_lgamma_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_lgamma_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_lgamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_lgamma_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_lgamma::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_lgamma.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_lgamma_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_lgamma_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_lgamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_lgamma_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_lgamma_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_lgamma_(Tensor(a!)[] self) -> ()
struct gt__foreach_lgamma__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_lgamma__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_lgamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_lgamma__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_lgamma_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_log10(Tensor[] self) -> Tensor[]
struct gt__foreach_log10_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_log10_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_log10(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log10_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_log10::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_log10.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_log10_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_log10_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_log10_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log10_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_log10_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_log10_(Tensor(a!)[] self) -> ()
struct gt__foreach_log10__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_log10__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_log10_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_log10__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_log10_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_norm.Scalar(Tensor[] self, Scalar ord=2) -> Tensor[]
struct gt__foreach_norm_Scalar_args {
  int64_t a_self_len;
  gt_scalar a_ord;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_norm_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt__foreach_norm_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_norm_Scalar_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_ord = a->a_ord;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_norm_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_ord));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_norm.Scalar_out(Tensor[] self, Scalar ord=2, *, Tensor(a!)[] out) -> ()
struct gt__foreach_norm_Scalar_out_args {
  int64_t a_self_len;
  gt_scalar a_ord;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_norm_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt__foreach_norm_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_norm_Scalar_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_scalar a_ord = a->a_ord;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_norm_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), gotorch::scalar(a_ord), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_reciprocal(Tensor[] self) -> Tensor[]
struct gt__foreach_reciprocal_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_reciprocal_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_reciprocal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_reciprocal_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_reciprocal::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_reciprocal.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_reciprocal_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_reciprocal_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_reciprocal_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_reciprocal_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_reciprocal_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_reciprocal_(Tensor(a!)[] self) -> ()
struct gt__foreach_reciprocal__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_reciprocal__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_reciprocal_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_reciprocal__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_reciprocal_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_sinh(Tensor[] self) -> Tensor[]
struct gt__foreach_sinh_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_sinh_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_sinh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sinh_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_sinh::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_sinh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_sinh_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_sinh_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_sinh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sinh_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_sinh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_sinh_(Tensor(a!)[] self) -> ()
struct gt__foreach_sinh__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_sinh__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_sinh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_sinh__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_sinh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_tan(Tensor[] self) -> Tensor[]
struct gt__foreach_tan_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_tan_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_tan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tan_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_tan::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_tan.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_tan_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_tan_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_tan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tan_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_tan_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_tan_(Tensor(a!)[] self) -> ()
struct gt__foreach_tan__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_tan__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_tan_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tan__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_tan_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_tanh(Tensor[] self) -> Tensor[]
struct gt__foreach_tanh_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_tanh_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_tanh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tanh_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_tanh::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_tanh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_tanh_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_tanh_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_tanh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tanh_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_tanh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_tanh_(Tensor(a!)[] self) -> ()
struct gt__foreach_tanh__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_tanh__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_tanh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_tanh__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_tanh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _foreach_zero(Tensor[] self) -> Tensor[] self_out
struct gt__foreach_zero_args {
  int64_t a_self_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__foreach_zero_args) == 24, "args layout differs from the Go side's");
char* gt__foreach_zero(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_zero_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_foreach_zero::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _foreach_zero.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
struct gt__foreach_zero_out_args {
  int64_t a_self_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt__foreach_zero_out_args) == 16, "args layout differs from the Go side's");
char* gt__foreach_zero_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_zero_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_foreach_zero_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _foreach_zero_(Tensor(a!)[] self) -> ()
struct gt__foreach_zero__args {
  int64_t a_self_len;
};
static_assert(sizeof(gt__foreach_zero__args) == 8, "args layout differs from the Go side's");
char* gt__foreach_zero_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__foreach_zero__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  GT_TRY
  at::_ops::_foreach_zero_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")));
  GT_CATCH
}

// _fused_adam(Tensor[] self, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Tensor[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> (Tensor[] self_out, Tensor[] grads_out, Tensor[] exp_avgs_out, Tensor[] exp_avg_sqs_out, Tensor[] max_exp_avg_sqs_out)
struct gt__fused_adam_args {
  int64_t a_self_len;
  int64_t a_grads_len;
  int64_t a_exp_avgs_len;
  int64_t a_exp_avg_sqs_len;
  int64_t a_max_exp_avg_sqs_len;
  int64_t a_state_steps_len;
  double a_lr;
  double a_beta1;
  double a_beta2;
  double a_weight_decay;
  double a_eps;
  bool a_amsgrad;
  bool a_maximize;
  gt_tensor a_grad_scale;
  gt_tensor a_found_inf;
  gt_tensor_out* out0;
  int64_t out0_len;
  gt_tensor_out* out1;
  int64_t out1_len;
  gt_tensor_out* out2;
  int64_t out2_len;
  gt_tensor_out* out3;
  int64_t out3_len;
  gt_tensor_out* out4;
  int64_t out4_len;
};
static_assert(sizeof(gt__fused_adam_args) == 192, "args layout differs from the Go side's");
char* gt__fused_adam(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_adam_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_grads = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_grads_len = a->a_grads_len;
  auto a_exp_avgs = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_exp_avgs_len = a->a_exp_avgs_len;
  auto a_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_exp_avg_sqs_len = a->a_exp_avg_sqs_len;
  auto a_max_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[4]);
  int64_t a_max_exp_avg_sqs_len = a->a_max_exp_avg_sqs_len;
  auto a_state_steps = static_cast<const gt_tensor*>(ptrs[5]);
  int64_t a_state_steps_len = a->a_state_steps_len;
  double a_lr = a->a_lr;
  double a_beta1 = a->a_beta1;
  double a_beta2 = a->a_beta2;
  double a_weight_decay = a->a_weight_decay;
  double a_eps = a->a_eps;
  bool a_amsgrad = a->a_amsgrad;
  bool a_maximize = a->a_maximize;
  gotorch::borrowed a_grad_scale(a->a_grad_scale);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  gt_tensor_out** out1 = &a->out1;
  int64_t* out1_len = &a->out1_len;
  gt_tensor_out** out2 = &a->out2;
  int64_t* out2_len = &a->out2_len;
  gt_tensor_out** out3 = &a->out3;
  int64_t* out3_len = &a->out3_len;
  gt_tensor_out** out4 = &a->out4;
  int64_t* out4_len = &a->out4_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[6]);
  auto out1_buf = static_cast<gt_tensor_out*>(ptrs[7]);
  auto out2_buf = static_cast<gt_tensor_out*>(ptrs[8]);
  auto out3_buf = static_cast<gt_tensor_out*>(ptrs[9]);
  auto out4_buf = static_cast<gt_tensor_out*>(ptrs[10]);
  GT_TRY
  auto r = at::_ops::_fused_adam::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_grads, a_grads_len, "grads")), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len, "exp_avgs")), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len, "exp_avg_sqs")), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len, "max_exp_avg_sqs")), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len, "state_steps")), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale, "grad_scale"), gotorch::opt(a_found_inf, "found_inf"));
  gotorch::tensor_list(std::get<0>(std::move(r)), out0, out0_len, out0_buf);
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len, out1_buf);
  gotorch::tensor_list(std::get<2>(std::move(r)), out2, out2_len, out2_buf);
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len, out3_buf);
  gotorch::tensor_list(std::get<4>(std::move(r)), out4, out4_len, out4_buf);
  GT_CATCH
}

// _fused_adam.out(Tensor[] self, Tensor(b!)[] grads, Tensor(c!)[] exp_avgs, Tensor(d!)[] exp_avg_sqs, Tensor(e!)[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None, Tensor(a!)[] out) -> ()
struct gt__fused_adam_out_args {
  int64_t a_self_len;
  int64_t a_grads_len;
  int64_t a_exp_avgs_len;
  int64_t a_exp_avg_sqs_len;
  int64_t a_max_exp_avg_sqs_len;
  int64_t a_state_steps_len;
  double a_lr;
  double a_beta1;
  double a_beta2;
  double a_weight_decay;
  double a_eps;
  bool a_amsgrad;
  bool a_maximize;
  gt_tensor a_grad_scale;
  gt_tensor a_found_inf;
  int64_t a_out_len;
};
static_assert(sizeof(gt__fused_adam_out_args) == 120, "args layout differs from the Go side's");
char* gt__fused_adam_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_adam_out_args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_grads = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_grads_len = a->a_grads_len;
  auto a_exp_avgs = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_exp_avgs_len = a->a_exp_avgs_len;
  auto a_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_exp_avg_sqs_len = a->a_exp_avg_sqs_len;
  auto a_max_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[4]);
  int64_t a_max_exp_avg_sqs_len = a->a_max_exp_avg_sqs_len;
  auto a_state_steps = static_cast<const gt_tensor*>(ptrs[5]);
  int64_t a_state_steps_len = a->a_state_steps_len;
  double a_lr = a->a_lr;
  double a_beta1 = a->a_beta1;
  double a_beta2 = a->a_beta2;
  double a_weight_decay = a->a_weight_decay;
  double a_eps = a->a_eps;
  bool a_amsgrad = a->a_amsgrad;
  bool a_maximize = a->a_maximize;
  gotorch::borrowed a_grad_scale(a->a_grad_scale);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  auto a_out = static_cast<const gt_tensor*>(ptrs[6]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::_fused_adam_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_grads, a_grads_len, "grads")), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len, "exp_avgs")), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len, "exp_avg_sqs")), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len, "max_exp_avg_sqs")), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len, "state_steps")), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale, "grad_scale"), gotorch::opt(a_found_inf, "found_inf"), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// _fused_adam_(Tensor(a!)[] self, Tensor(b!)[] grads, Tensor(c!)[] exp_avgs, Tensor(d!)[] exp_avg_sqs, Tensor(e!)[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> ()
struct gt__fused_adam__args {
  int64_t a_self_len;
  int64_t a_grads_len;
  int64_t a_exp_avgs_len;
  int64_t a_exp_avg_sqs_len;
  int64_t a_max_exp_avg_sqs_len;
  int64_t a_state_steps_len;
  double a_lr;
  double a_beta1;
  double a_beta2;
  double a_weight_decay;
  double a_eps;
  bool a_amsgrad;
  bool a_maximize;
  gt_tensor a_grad_scale;
  gt_tensor a_found_inf;
};
static_assert(sizeof(gt__fused_adam__args) == 112, "args layout differs from the Go side's");
char* gt__fused_adam_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_adam__args*>(args);
  auto a_self = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_self_len = a->a_self_len;
  auto a_grads = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_grads_len = a->a_grads_len;
  auto a_exp_avgs = static_cast<const gt_tensor*>(ptrs[2]);
  int64_t a_exp_avgs_len = a->a_exp_avgs_len;
  auto a_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[3]);
  int64_t a_exp_avg_sqs_len = a->a_exp_avg_sqs_len;
  auto a_max_exp_avg_sqs = static_cast<const gt_tensor*>(ptrs[4]);
  int64_t a_max_exp_avg_sqs_len = a->a_max_exp_avg_sqs_len;
  auto a_state_steps = static_cast<const gt_tensor*>(ptrs[5]);
  int64_t a_state_steps_len = a->a_state_steps_len;
  double a_lr = a->a_lr;
  double a_beta1 = a->a_beta1;
  double a_beta2 = a->a_beta2;
  double a_weight_decay = a->a_weight_decay;
  double a_eps = a->a_eps;
  bool a_amsgrad = a->a_amsgrad;
  bool a_maximize = a->a_maximize;
  gotorch::borrowed a_grad_scale(a->a_grad_scale);
  gotorch::borrowed a_found_inf(a->a_found_inf);
  GT_TRY
  at::_ops::_fused_adam_::call(at::TensorList(gotorch::tensors(a_self, a_self_len, "self")), at::TensorList(gotorch::tensors(a_grads, a_grads_len, "grads")), at::TensorList(gotorch::tensors(a_exp_avgs, a_exp_avgs_len, "exp_avgs")), at::TensorList(gotorch::tensors(a_exp_avg_sqs, a_exp_avg_sqs_len, "exp_avg_sqs")), at::TensorList(gotorch::tensors(a_max_exp_avg_sqs, a_max_exp_avg_sqs_len, "max_exp_avg_sqs")), at::TensorList(gotorch::tensors(a_state_steps, a_state_steps_len, "state_steps")), a_lr, a_beta1, a_beta2, a_weight_decay, a_eps, a_amsgrad, a_maximize, gotorch::opt(a_grad_scale, "grad_scale"), gotorch::opt(a_found_inf, "found_inf"));
  GT_CATCH
}

// _fused_moving_avg_obs_fq_helper(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask)
struct gt__fused_moving_avg_obs_fq_helper_args {
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
};
static_assert(sizeof(gt__fused_moving_avg_obs_fq_helper_args) == 144, "args layout differs from the Go side's");
char* gt__fused_moving_avg_obs_fq_helper(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_moving_avg_obs_fq_helper_args*>(args);
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
  GT_TRY
  auto r = at::_ops::_fused_moving_avg_obs_fq_helper::call(gotorch::ref(a_self, "self"), gotorch::ref(a_observer_on, "observer_on"), gotorch::ref(a_fake_quant_on, "fake_quant_on"), gotorch::ref(a_running_min, "running_min"), gotorch::ref(a_running_max, "running_max"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _fused_moving_avg_obs_fq_helper.out(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False, *, Tensor(e!) out0, Tensor(f!) out1) -> (Tensor(e!), Tensor(f!))
struct gt__fused_moving_avg_obs_fq_helper_out_args {
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
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__fused_moving_avg_obs_fq_helper_out_args) == 112, "args layout differs from the Go side's");
char* gt__fused_moving_avg_obs_fq_helper_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fused_moving_avg_obs_fq_helper_out_args*>(args);
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
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_fused_moving_avg_obs_fq_helper_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_observer_on, "observer_on"), gotorch::ref(a_fake_quant_on, "fake_quant_on"), gotorch::ref(a_running_min, "running_min"), gotorch::ref(a_running_max, "running_max"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _fw_primal_copy(Tensor self, int level) -> Tensor
struct gt__fw_primal_copy_args {
  gt_tensor a_self;
  int64_t a_level;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__fw_primal_copy_args) == 40, "args layout differs from the Go side's");
char* gt__fw_primal_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fw_primal_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_fw_primal_copy::call(gotorch::ref(a_self, "self"), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _fw_primal_copy.out(Tensor self, int level, *, Tensor(a!) out) -> Tensor(a!)
struct gt__fw_primal_copy_out_args {
  gt_tensor a_self;
  int64_t a_level;
  gt_tensor a_out;
};
static_assert(sizeof(gt__fw_primal_copy_out_args) == 24, "args layout differs from the Go side's");
char* gt__fw_primal_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__fw_primal_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_level = a->a_level;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_fw_primal_copy_out::call(gotorch::ref(a_self, "self"), a_level, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _grid_sampler_2d_cpu_fallback(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
struct gt__grid_sampler_2d_cpu_fallback_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__grid_sampler_2d_cpu_fallback_args) == 64, "args layout differs from the Go side's");
char* gt__grid_sampler_2d_cpu_fallback(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__grid_sampler_2d_cpu_fallback_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_grid_sampler_2d_cpu_fallback::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _grid_sampler_2d_cpu_fallback.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
struct gt__grid_sampler_2d_cpu_fallback_out_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt__grid_sampler_2d_cpu_fallback_out_args) == 48, "args layout differs from the Go side's");
char* gt__grid_sampler_2d_cpu_fallback_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__grid_sampler_2d_cpu_fallback_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_grid_sampler_2d_cpu_fallback_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _has_same_storage_numel(Tensor self, Tensor other) -> bool
struct gt__has_same_storage_numel_args {
  gt_tensor a_self;
  gt_tensor a_other;
  bool out0;
};
static_assert(sizeof(gt__has_same_storage_numel_args) == 24, "args layout differs from the Go side's");
char* gt__has_same_storage_numel(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__has_same_storage_numel_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_has_same_storage_numel::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = std::move(r);
  GT_CATCH
}

// _histogramdd_from_bin_cts(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor
struct gt__histogramdd_from_bin_cts_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__histogramdd_from_bin_cts_args) == 64, "args layout differs from the Go side's");
char* gt__histogramdd_from_bin_cts(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_from_bin_cts_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_histogramdd_from_bin_cts::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _histogramdd_from_bin_cts.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) out) -> Tensor(a!)
struct gt__histogramdd_from_bin_cts_out_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor a_out;
};
static_assert(sizeof(gt__histogramdd_from_bin_cts_out_args) == 48, "args layout differs from the Go side's");
char* gt__histogramdd_from_bin_cts_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__histogramdd_from_bin_cts_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_histogramdd_from_bin_cts_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _is_zerotensor(Tensor self) -> bool
struct gt__is_zerotensor_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt__is_zerotensor_args) == 16, "args layout differs from the Go side's");
char* gt__is_zerotensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__is_zerotensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_is_zerotensor::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// _linalg_check_errors(Tensor info, str api_name, *, bool is_matrix) -> ()
struct gt__linalg_check_errors_args {
  gt_tensor a_info;
  int64_t a_api_name_len;
  bool a_is_matrix;
};
static_assert(sizeof(gt__linalg_check_errors_args) == 24, "args layout differs from the Go side's");
char* gt__linalg_check_errors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__linalg_check_errors_args*>(args);
  gotorch::borrowed a_info(a->a_info);
  auto a_api_name = static_cast<const char*>(ptrs[0]);
  int64_t a_api_name_len = a->a_api_name_len;
  bool a_is_matrix = a->a_is_matrix;
  GT_TRY
  at::_ops::_linalg_check_errors::call(gotorch::ref(a_info, "info"), gotorch::str(a_api_name, a_api_name_len, "api_name"), a_is_matrix);
  GT_CATCH
}

// _make_dual_copy(Tensor primal, Tensor tangent, int level) -> Tensor
struct gt__make_dual_copy_args {
  gt_tensor a_primal;
  gt_tensor a_tangent;
  int64_t a_level;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__make_dual_copy_args) == 48, "args layout differs from the Go side's");
char* gt__make_dual_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_dual_copy_args*>(args);
  gotorch::borrowed a_primal(a->a_primal);
  gotorch::borrowed a_tangent(a->a_tangent);
  int64_t a_level = a->a_level;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_make_dual_copy::call(gotorch::ref(a_primal, "primal"), gotorch::ref(a_tangent, "tangent"), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _make_dual_copy.out(Tensor primal, Tensor tangent, int level, *, Tensor(a!) out) -> Tensor(a!)
struct gt__make_dual_copy_out_args {
  gt_tensor a_primal;
  gt_tensor a_tangent;
  int64_t a_level;
  gt_tensor a_out;
};
static_assert(sizeof(gt__make_dual_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt__make_dual_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_dual_copy_out_args*>(args);
  gotorch::borrowed a_primal(a->a_primal);
  gotorch::borrowed a_tangent(a->a_tangent);
  int64_t a_level = a->a_level;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_make_dual_copy_out::call(gotorch::ref(a_primal, "primal"), gotorch::ref(a_tangent, "tangent"), a_level, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _make_per_tensor_quantized_tensor(Tensor self, float scale, int zero_point) -> Tensor
struct gt__make_per_tensor_quantized_tensor_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__make_per_tensor_quantized_tensor_args) == 48, "args layout differs from the Go side's");
char* gt__make_per_tensor_quantized_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_per_tensor_quantized_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_make_per_tensor_quantized_tensor::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _make_per_tensor_quantized_tensor.out(Tensor self, float scale, int zero_point, *, Tensor(a!) out) -> Tensor(a!)
struct gt__make_per_tensor_quantized_tensor_out_args {
  gt_tensor a_self;
  double a_scale;
  int64_t a_zero_point;
  gt_tensor a_out;
};
static_assert(sizeof(gt__make_per_tensor_quantized_tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt__make_per_tensor_quantized_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__make_per_tensor_quantized_tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_scale = a->a_scale;
  int64_t a_zero_point = a->a_zero_point;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_make_per_tensor_quantized_tensor_out::call(gotorch::ref(a_self, "self"), a_scale, a_zero_point, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _masked_scale(Tensor self, Tensor mask, float scale) -> Tensor
struct gt__masked_scale_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  double a_scale;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__masked_scale_args) == 48, "args layout differs from the Go side's");
char* gt__masked_scale(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_scale_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  double a_scale = a->a_scale;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_masked_scale::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), a_scale);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _masked_scale.out(Tensor self, Tensor mask, float scale, *, Tensor(a!) out) -> Tensor(a!)
struct gt__masked_scale_out_args {
  gt_tensor a_self;
  gt_tensor a_mask;
  double a_scale;
  gt_tensor a_out;
};
static_assert(sizeof(gt__masked_scale_out_args) == 32, "args layout differs from the Go side's");
char* gt__masked_scale_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__masked_scale_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mask(a->a_mask);
  double a_scale = a->a_scale;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_masked_scale_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mask, "mask"), a_scale, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_from_padded(Tensor padded, Tensor cpu_nested_shape_example, bool fuse_transform_0213=False) -> Tensor
struct gt__nested_from_padded_args {
  gt_tensor a_padded;
  gt_tensor a_cpu_nested_shape_example;
  bool a_fuse_transform_0213;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_from_padded_args) == 48, "args layout differs from the Go side's");
char* gt__nested_from_padded(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_from_padded_args*>(args);
  gotorch::borrowed a_padded(a->a_padded);
  gotorch::borrowed a_cpu_nested_shape_example(a->a_cpu_nested_shape_example);
  bool a_fuse_transform_0213 = a->a_fuse_transform_0213;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_from_padded::call(gotorch::ref(a_padded, "padded"), gotorch::ref(a_cpu_nested_shape_example, "cpu_nested_shape_example"), a_fuse_transform_0213);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_from_padded.out(Tensor padded, Tensor cpu_nested_shape_example, bool fuse_transform_0213=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_from_padded_out_args {
  gt_tensor a_padded;
  gt_tensor a_cpu_nested_shape_example;
  bool a_fuse_transform_0213;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_from_padded_out_args) == 32, "args layout differs from the Go side's");
char* gt__nested_from_padded_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_from_padded_out_args*>(args);
  gotorch::borrowed a_padded(a->a_padded);
  gotorch::borrowed a_cpu_nested_shape_example(a->a_cpu_nested_shape_example);
  bool a_fuse_transform_0213 = a->a_fuse_transform_0213;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_from_padded_out::call(gotorch::ref(a_padded, "padded"), gotorch::ref(a_cpu_nested_shape_example, "cpu_nested_shape_example"), a_fuse_transform_0213, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_from_padded_and_nested_example(Tensor padded, Tensor nt_example) -> Tensor
struct gt__nested_from_padded_and_nested_example_args {
  gt_tensor a_padded;
  gt_tensor a_nt_example;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_from_padded_and_nested_example_args) == 40, "args layout differs from the Go side's");
char* gt__nested_from_padded_and_nested_example(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_from_padded_and_nested_example_args*>(args);
  gotorch::borrowed a_padded(a->a_padded);
  gotorch::borrowed a_nt_example(a->a_nt_example);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_from_padded_and_nested_example::call(gotorch::ref(a_padded, "padded"), gotorch::ref(a_nt_example, "nt_example"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_from_padded_and_nested_example.out(Tensor padded, Tensor nt_example, *, Tensor(a!) out) -> Tensor(a!)
struct gt__nested_from_padded_and_nested_example_out_args {
  gt_tensor a_padded;
  gt_tensor a_nt_example;
  gt_tensor a_out;
};
static_assert(sizeof(gt__nested_from_padded_and_nested_example_out_args) == 24, "args layout differs from the Go side's");
char* gt__nested_from_padded_and_nested_example_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_from_padded_and_nested_example_out_args*>(args);
  gotorch::borrowed a_padded(a->a_padded);
  gotorch::borrowed a_nt_example(a->a_nt_example);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_nested_from_padded_and_nested_example_out::call(gotorch::ref(a_padded, "padded"), gotorch::ref(a_nt_example, "nt_example"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _nested_sum_backward(Tensor grad, Tensor self, int[1]? dim, bool keepdim=False) -> Tensor
struct gt__nested_sum_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_sum_backward_args) == 56, "args layout differs from the Go side's");
char* gt__nested_sum_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_sum_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_sum_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _nested_tensor_from_mask_left_aligned(Tensor t, Tensor mask) -> bool
struct gt__nested_tensor_from_mask_left_aligned_args {
  gt_tensor a_t;
  gt_tensor a_mask;
  bool out0;
};
static_assert(sizeof(gt__nested_tensor_from_mask_left_aligned_args) == 24, "args layout differs from the Go side's");
char* gt__nested_tensor_from_mask_left_aligned(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_from_mask_left_aligned_args*>(args);
  gotorch::borrowed a_t(a->a_t);
  gotorch::borrowed a_mask(a->a_mask);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_from_mask_left_aligned::call(gotorch::ref(a_t, "t"), gotorch::ref(a_mask, "mask"));
  *out0 = std::move(r);
  GT_CATCH
}

// _nested_tensor_offsets(Tensor self) -> int[]
struct gt__nested_tensor_offsets_args {
  gt_tensor a_self;
  int64_t* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__nested_tensor_offsets_args) == 24, "args layout differs from the Go side's");
char* gt__nested_tensor_offsets(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_offsets_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  GT_TRY
  auto r = at::_ops::_nested_tensor_offsets::call(gotorch::ref(a_self, "self"));
  gotorch::int_list(std::move(r), out0, out0_len);
  GT_CATCH
}

// _nested_tensor_softmax_with_shape(Tensor self, Tensor query) -> Tensor
struct gt__nested_tensor_softmax_with_shape_args {
  gt_tensor a_self;
  gt_tensor a_query;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__nested_tensor_softmax_with_shape_args) == 40, "args layout differs from the Go side's");
char* gt__nested_tensor_softmax_with_shape(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__nested_tensor_softmax_with_shape_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_query(a->a_query);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_nested_tensor_softmax_with_shape::call(gotorch::ref(a_self, "self"), gotorch::ref(a_query, "query"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _new_zeros_with_same_feature_meta(Tensor self, Tensor other, *, int self_num_batch_dims=0) -> Tensor
struct gt__new_zeros_with_same_feature_meta_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_self_num_batch_dims;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__new_zeros_with_same_feature_meta_args) == 48, "args layout differs from the Go side's");
char* gt__new_zeros_with_same_feature_meta(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__new_zeros_with_same_feature_meta_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  int64_t a_self_num_batch_dims = a->a_self_num_batch_dims;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_new_zeros_with_same_feature_meta::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_self_num_batch_dims);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _new_zeros_with_same_feature_meta.out(Tensor self, Tensor other, *, int self_num_batch_dims=0, Tensor(a!) out) -> Tensor(a!)
struct gt__new_zeros_with_same_feature_meta_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_self_num_batch_dims;
  gt_tensor a_out;
};
static_assert(sizeof(gt__new_zeros_with_same_feature_meta_out_args) == 32, "args layout differs from the Go side's");
char* gt__new_zeros_with_same_feature_meta_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__new_zeros_with_same_feature_meta_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  int64_t a_self_num_batch_dims = a->a_self_num_batch_dims;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_new_zeros_with_same_feature_meta_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_self_num_batch_dims, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _pack_padded_sequence_backward(Tensor grad, int[] input_size, Tensor batch_sizes, bool batch_first) -> Tensor
struct gt__pack_padded_sequence_backward_args {
  gt_tensor a_grad;
  int64_t a_input_size_len;
  gt_tensor a_batch_sizes;
  bool a_batch_first;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pack_padded_sequence_backward_args) == 56, "args layout differs from the Go side's");
char* gt__pack_padded_sequence_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pack_padded_sequence_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  auto a_input_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_size_len = a->a_input_size_len;
  gotorch::borrowed a_batch_sizes(a->a_batch_sizes);
  bool a_batch_first = a->a_batch_first;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pack_padded_sequence_backward::call(gotorch::ref(a_grad, "grad"), at::IntArrayRef(a_input_size, a_input_size_len), gotorch::ref(a_batch_sizes, "batch_sizes"), a_batch_first);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pad_enum(Tensor self, int[] pad, int mode, float? value=None) -> Tensor
struct gt__pad_enum_args {
  gt_tensor a_self;
  int64_t a_pad_len;
  int64_t a_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pad_enum_args) == 48, "args layout differs from the Go side's");
char* gt__pad_enum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pad_enum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_pad = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_pad_len = a->a_pad_len;
  int64_t a_mode = a->a_mode;
  auto a_value = static_cast<const double*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pad_enum::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_pad, a_pad_len), a_mode, gotorch::opt_value(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pad_packed_sequence(Tensor data, Tensor batch_sizes, bool batch_first, Scalar padding_value, int total_length) -> (Tensor, Tensor)
struct gt__pad_packed_sequence_args {
  gt_tensor a_data;
  gt_tensor a_batch_sizes;
  bool a_batch_first;
  gt_scalar a_padding_value;
  int64_t a_total_length;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__pad_packed_sequence_args) == 112, "args layout differs from the Go side's");
char* gt__pad_packed_sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pad_packed_sequence_args*>(args);
  gotorch::borrowed a_data(a->a_data);
  gotorch::borrowed a_batch_sizes(a->a_batch_sizes);
  bool a_batch_first = a->a_batch_first;
  gt_scalar a_padding_value = a->a_padding_value;
  int64_t a_total_length = a->a_total_length;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_pad_packed_sequence::call(gotorch::ref(a_data, "data"), gotorch::ref(a_batch_sizes, "batch_sizes"), a_batch_first, gotorch::scalar(a_padding_value), a_total_length);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _pdist_forward(Tensor self, float p=2) -> Tensor
struct gt__pdist_forward_args {
  gt_tensor a_self;
  double a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__pdist_forward_args) == 40, "args layout differs from the Go side's");
char* gt__pdist_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pdist_forward_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_pdist_forward::call(gotorch::ref(a_self, "self"), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _pdist_forward.out(Tensor self, float p=2, *, Tensor(a!) out) -> Tensor(a!)
struct gt__pdist_forward_out_args {
  gt_tensor a_self;
  double a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt__pdist_forward_out_args) == 24, "args layout differs from the Go side's");
char* gt__pdist_forward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__pdist_forward_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_pdist_forward_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)
struct gt__reshape_alias_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__reshape_alias_args) == 48, "args layout differs from the Go side's");
char* gt__reshape_alias(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__reshape_alias_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_reshape_alias::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _reshape_from_tensor(Tensor self, Tensor shape) -> Tensor
struct gt__reshape_from_tensor_args {
  gt_tensor a_self;
  gt_tensor a_shape;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__reshape_from_tensor_args) == 40, "args layout differs from the Go side's");
char* gt__reshape_from_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__reshape_from_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_shape(a->a_shape);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_reshape_from_tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_shape, "shape"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _rowwise_prune(Tensor weight, Tensor mask, ScalarType compressed_indices_dtype) -> (Tensor, Tensor)
struct gt__rowwise_prune_args {
  gt_tensor a_weight;
  gt_tensor a_mask;
  int32_t a_compressed_indices_dtype;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__rowwise_prune_args) == 72, "args layout differs from the Go side's");
char* gt__rowwise_prune(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__rowwise_prune_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_mask(a->a_mask);
  int32_t a_compressed_indices_dtype = a->a_compressed_indices_dtype;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_rowwise_prune::call(gotorch::ref(a_weight, "weight"), gotorch::ref(a_mask, "mask"), gotorch::scalar_type(a_compressed_indices_dtype, "compressed_indices_dtype"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor
struct gt__sample_dirichlet_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sample_dirichlet_args) == 40, "args layout differs from the Go side's");
char* gt__sample_dirichlet(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sample_dirichlet_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sample_dirichlet::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sample_dirichlet.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sample_dirichlet_out_args {
  gt_tensor a_self;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sample_dirichlet_out_args) == 24, "args layout differs from the Go side's");
char* gt__sample_dirichlet_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sample_dirichlet_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sample_dirichlet_out::call(gotorch::ref(a_self, "self"), gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _saturate_weight_to_fp16(Tensor weight) -> Tensor
struct gt__saturate_weight_to_fp16_args {
  gt_tensor a_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__saturate_weight_to_fp16_args) == 32, "args layout differs from the Go side's");
char* gt__saturate_weight_to_fp16(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__saturate_weight_to_fp16_args*>(args);
  gotorch::borrowed a_weight(a->a_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_saturate_weight_to_fp16::call(gotorch::ref(a_weight, "weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _scaled_dot_product_attention_math(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
struct gt__scaled_dot_product_attention_math_args {
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
static_assert(sizeof(gt__scaled_dot_product_attention_math_args) == 96, "args layout differs from the Go side's");
char* gt__scaled_dot_product_attention_math(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__scaled_dot_product_attention_math_args*>(args);
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
  auto r = at::_ops::_scaled_dot_product_attention_math::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), gotorch::opt(a_attn_mask, "attn_mask"), a_dropout_p, a_need_attn_weights, a_is_causal);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _segment_reduce_backward(Tensor grad, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None) -> Tensor
struct gt__segment_reduce_backward_args {
  gt_tensor a_grad;
  gt_tensor a_output;
  gt_tensor a_data;
  int64_t a_reduce_len;
  gt_tensor a_lengths;
  gt_tensor a_offsets;
  int64_t a_axis;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__segment_reduce_backward_args) == 80, "args layout differs from the Go side's");
char* gt__segment_reduce_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__segment_reduce_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_data(a->a_data);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_lengths(a->a_lengths);
  gotorch::borrowed a_offsets(a->a_offsets);
  int64_t a_axis = a->a_axis;
  auto a_initial = static_cast<const gt_scalar*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_segment_reduce_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_output, "output"), gotorch::ref(a_data, "data"), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::opt(a_lengths, "lengths"), gotorch::opt(a_offsets, "offsets"), a_axis, gotorch::opt_scalar(a_initial));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _segment_reduce_backward.out(Tensor grad, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None, Tensor(a!) out) -> Tensor(a!)
struct gt__segment_reduce_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_output;
  gt_tensor a_data;
  int64_t a_reduce_len;
  gt_tensor a_lengths;
  gt_tensor a_offsets;
  int64_t a_axis;
  gt_tensor a_out;
};
static_assert(sizeof(gt__segment_reduce_backward_out_args) == 64, "args layout differs from the Go side's");
char* gt__segment_reduce_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__segment_reduce_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_data(a->a_data);
  auto a_reduce = static_cast<const char*>(ptrs[0]);
  int64_t a_reduce_len = a->a_reduce_len;
  gotorch::borrowed a_lengths(a->a_lengths);
  gotorch::borrowed a_offsets(a->a_offsets);
  int64_t a_axis = a->a_axis;
  auto a_initial = static_cast<const gt_scalar*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_segment_reduce_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_output, "output"), gotorch::ref(a_data, "data"), gotorch::str(a_reduce, a_reduce_len, "reduce"), gotorch::opt(a_lengths, "lengths"), gotorch::opt(a_offsets, "offsets"), a_axis, gotorch::opt_scalar(a_initial), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _shape_as_tensor(Tensor self) -> Tensor
struct gt__shape_as_tensor_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__shape_as_tensor_args) == 32, "args layout differs from the Go side's");
char* gt__shape_as_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__shape_as_tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_shape_as_tensor::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _slow_conv2d_forward(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding) -> Tensor
struct gt__slow_conv2d_forward_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__slow_conv2d_forward_args) == 72, "args layout differs from the Go side's");
char* gt__slow_conv2d_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__slow_conv2d_forward_args*>(args);
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
  auto r = at::_ops::_slow_conv2d_forward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _slow_conv2d_forward.output(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, *, Tensor(a!) output) -> Tensor(a!)
struct gt__slow_conv2d_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_output;
};
static_assert(sizeof(gt__slow_conv2d_forward_output_args) == 56, "args layout differs from the Go side's");
char* gt__slow_conv2d_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__slow_conv2d_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_output(a->a_output);
  GT_TRY
  at::_ops::_slow_conv2d_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_output, "output"));
  GT_CATCH
}

// _sobol_engine_draw(Tensor quasi, int n, Tensor sobolstate, int dimension, int num_generated, ScalarType? dtype) -> (Tensor, Tensor)
struct gt__sobol_engine_draw_args {
  gt_tensor a_quasi;
  int64_t a_n;
  gt_tensor a_sobolstate;
  int64_t a_dimension;
  int64_t a_num_generated;
  int32_t a_dtype;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__sobol_engine_draw_args) == 96, "args layout differs from the Go side's");
char* gt__sobol_engine_draw(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sobol_engine_draw_args*>(args);
  gotorch::borrowed a_quasi(a->a_quasi);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_sobolstate(a->a_sobolstate);
  int64_t a_dimension = a->a_dimension;
  int64_t a_num_generated = a->a_num_generated;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_sobol_engine_draw::call(gotorch::ref(a_quasi, "quasi"), a_n, gotorch::ref(a_sobolstate, "sobolstate"), a_dimension, a_num_generated, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _sobol_engine_ff_(Tensor(a!) self, int n, Tensor sobolstate, int dimension, int num_generated) -> Tensor(a!)
struct gt__sobol_engine_ff__args {
  gt_tensor a_self;
  int64_t a_n;
  gt_tensor a_sobolstate;
  int64_t a_dimension;
  int64_t a_num_generated;
};
static_assert(sizeof(gt__sobol_engine_ff__args) == 40, "args layout differs from the Go side's");
char* gt__sobol_engine_ff_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sobol_engine_ff__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_sobolstate(a->a_sobolstate);
  int64_t a_dimension = a->a_dimension;
  int64_t a_num_generated = a->a_num_generated;
  GT_TRY
  at::_ops::_sobol_engine_ff_::call(gotorch::ref(a_self, "self"), a_n, gotorch::ref(a_sobolstate, "sobolstate"), a_dimension, a_num_generated);
  GT_CATCH
}

// _sobol_engine_initialize_state_(Tensor(a!) self, int dimension) -> Tensor(a!)
struct gt__sobol_engine_initialize_state__args {
  gt_tensor a_self;
  int64_t a_dimension;
};
static_assert(sizeof(gt__sobol_engine_initialize_state__args) == 16, "args layout differs from the Go side's");
char* gt__sobol_engine_initialize_state_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sobol_engine_initialize_state__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dimension = a->a_dimension;
  GT_TRY
  at::_ops::_sobol_engine_initialize_state_::call(gotorch::ref(a_self, "self"), a_dimension);
  GT_CATCH
}

// _softmax(Tensor self, int dim, bool half_to_float) -> Tensor
struct gt__softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__softmax_args) == 48, "args layout differs from the Go side's");
char* gt__softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_softmax::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
struct gt__softmax_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor a_out;
};
static_assert(sizeof(gt__softmax_out_args) == 32, "args layout differs from the Go side's");
char* gt__softmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__softmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_softmax_out::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_coo_tensor_unsafe(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_coo_tensor_unsafe_args {
  gt_tensor a_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_coo_tensor_unsafe_args) == 72, "args layout differs from the Go side's");
char* gt__sparse_coo_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_coo_tensor_unsafe_args*>(args);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_unsafe::call(gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_coo_tensor_with_dims(int sparse_dim, int dense_dim, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt__sparse_coo_tensor_with_dims_args {
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_coo_tensor_with_dims_args) == 72, "args layout differs from the Go side's");
char* gt__sparse_coo_tensor_with_dims(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_coo_tensor_with_dims_args*>(args);
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_with_dims::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_coo_tensor_with_dims.out(int sparse_dim, int dense_dim, int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_coo_tensor_with_dims_out_args {
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_coo_tensor_with_dims_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_coo_tensor_with_dims_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_coo_tensor_with_dims_out_args*>(args);
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_coo_tensor_with_dims_out::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_coo_tensor_with_dims_and_tensors(int sparse_dim, int dense_dim, int[] size, Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt__sparse_coo_tensor_with_dims_and_tensors_args {
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  int64_t a_size_len;
  gt_tensor a_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_coo_tensor_with_dims_and_tensors_args) == 88, "args layout differs from the Go side's");
char* gt__sparse_coo_tensor_with_dims_and_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_coo_tensor_with_dims_and_tensors_args*>(args);
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_coo_tensor_with_dims_and_tensors::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_coo_tensor_with_dims_and_tensors.out(int sparse_dim, int dense_dim, int[] size, Tensor indices, Tensor values, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_coo_tensor_with_dims_and_tensors_out_args {
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  int64_t a_size_len;
  gt_tensor a_indices;
  gt_tensor a_values;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_coo_tensor_with_dims_and_tensors_out_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_coo_tensor_with_dims_and_tensors_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_coo_tensor_with_dims_and_tensors_out_args*>(args);
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_coo_tensor_with_dims_and_tensors_out::call(a_sparse_dim, a_dense_dim, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_csc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_csc_tensor_unsafe_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_csc_tensor_unsafe_args) == 80, "args layout differs from the Go side's");
char* gt__sparse_csc_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csc_tensor_unsafe_args*>(args);
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
  auto r = at::_ops::_sparse_csc_tensor_unsafe::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_csr_prod.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt__sparse_csr_prod_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_csr_prod_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_csr_prod_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csr_prod_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_csr_prod_dim_dtype::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_csr_prod.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_csr_prod_dim_dtype_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_csr_prod_dim_dtype_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_csr_prod_dim_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csr_prod_dim_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_csr_prod_dim_dtype_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_csr_sum.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt__sparse_csr_sum_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_csr_sum_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_csr_sum_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csr_sum_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_csr_sum_dim_dtype::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_csr_sum.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_csr_sum_dim_dtype_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_csr_sum_dim_dtype_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_csr_sum_dim_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csr_sum_dim_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_csr_sum_dim_dtype_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_csr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt__sparse_csr_tensor_unsafe_args {
  gt_tensor a_crow_indices;
  gt_tensor a_col_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_csr_tensor_unsafe_args) == 80, "args layout differs from the Go side's");
char* gt__sparse_csr_tensor_unsafe(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_csr_tensor_unsafe_args*>(args);
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
  auto r = at::_ops::_sparse_csr_tensor_unsafe::call(gotorch::ref(a_crow_indices, "crow_indices"), gotorch::ref(a_col_indices, "col_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
struct gt__sparse_log_softmax_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_log_softmax_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_log_softmax(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt__sparse_log_softmax_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_log_softmax_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_log_softmax_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
struct gt__sparse_log_softmax_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_log_softmax_int_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_log_softmax_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_log_softmax_int::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_log_softmax_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_half_to_float;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_log_softmax_out_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_log_softmax_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_log_softmax_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_half_to_float = a->a_half_to_float;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_log_softmax_out::call(gotorch::ref(a_self, "self"), a_dim, a_half_to_float, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor
struct gt__sparse_softmax_backward_data_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_softmax_backward_data_args) == 56, "args layout differs from the Go side's");
char* gt__sparse_softmax_backward_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_backward_data_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_softmax_backward_data::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_softmax_backward_data_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_output;
  int64_t a_dim;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_softmax_backward_data_out_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_softmax_backward_data_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_softmax_backward_data_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_output(a->a_output);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_softmax_backward_data_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), a_dim, gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_sum(Tensor self) -> Tensor
struct gt__sparse_sum_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sum_args) == 32, "args layout differs from the Go side's");
char* gt__sparse_sum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sum::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_sum.dim(Tensor self, int[1] dim) -> Tensor
struct gt__sparse_sum_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sum_dim_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_sum_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sum_dim::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_sum.dim_dtype(Tensor self, int[1] dim, *, ScalarType dtype) -> Tensor
struct gt__sparse_sum_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sum_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt__sparse_sum_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sum_dim_dtype::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _sparse_sum.dim_out(Tensor self, int[1] dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt__sparse_sum_dim_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__sparse_sum_dim_out_args) == 24, "args layout differs from the Go side's");
char* gt__sparse_sum_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_sparse_sum_dim_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _sparse_sum.dtype(Tensor self, *, ScalarType dtype) -> Tensor
struct gt__sparse_sum_dtype_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__sparse_sum_dtype_args) == 40, "args layout differs from the Go side's");
char* gt__sparse_sum_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__sparse_sum_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_sparse_sum_dtype::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _spdiags(Tensor diagonals, Tensor offsets, int[] shape, Layout? layout=None) -> Tensor
struct gt__spdiags_args {
  gt_tensor a_diagonals;
  gt_tensor a_offsets;
  int64_t a_shape_len;
  int32_t a_layout;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__spdiags_args) == 56, "args layout differs from the Go side's");
char* gt__spdiags(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__spdiags_args*>(args);
  gotorch::borrowed a_diagonals(a->a_diagonals);
  gotorch::borrowed a_offsets(a->a_offsets);
  auto a_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shape_len = a->a_shape_len;
  int32_t a_layout = a->a_layout;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_spdiags::call(gotorch::ref(a_diagonals, "diagonals"), gotorch::ref(a_offsets, "offsets"), at::IntArrayRef(a_shape, a_shape_len), gotorch::opt_layout(a_layout, "layout"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _spdiags.out(Tensor diagonals, Tensor offsets, int[] shape, Layout? layout=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__spdiags_out_args {
  gt_tensor a_diagonals;
  gt_tensor a_offsets;
  int64_t a_shape_len;
  int32_t a_layout;
  gt_tensor a_out;
};
static_assert(sizeof(gt__spdiags_out_args) == 40, "args layout differs from the Go side's");
char* gt__spdiags_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__spdiags_out_args*>(args);
  gotorch::borrowed a_diagonals(a->a_diagonals);
  gotorch::borrowed a_offsets(a->a_offsets);
  auto a_shape = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_shape_len = a->a_shape_len;
  int32_t a_layout = a->a_layout;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_spdiags_out::call(gotorch::ref(a_diagonals, "diagonals"), gotorch::ref(a_offsets, "offsets"), at::IntArrayRef(a_shape, a_shape_len), gotorch::opt_layout(a_layout, "layout"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_optional_filled_intlist(Tensor values, int[2]? addends) -> Tensor
struct gt__test_optional_filled_intlist_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_optional_filled_intlist_args) == 40, "args layout differs from the Go side's");
char* gt__test_optional_filled_intlist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_filled_intlist_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_optional_filled_intlist::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_optional_filled_intlist.out(Tensor values, int[2]? addends, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_optional_filled_intlist_out_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_optional_filled_intlist_out_args) == 24, "args layout differs from the Go side's");
char* gt__test_optional_filled_intlist_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_filled_intlist_out_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_optional_filled_intlist_out::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_optional_floatlist(Tensor values, float[]? addends) -> Tensor
struct gt__test_optional_floatlist_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_optional_floatlist_args) == 40, "args layout differs from the Go side's");
char* gt__test_optional_floatlist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_floatlist_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const double*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_optional_floatlist::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_optional_floatlist.out(Tensor values, float[]? addends, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_optional_floatlist_out_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_optional_floatlist_out_args) == 24, "args layout differs from the Go side's");
char* gt__test_optional_floatlist_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_floatlist_out_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const double*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_optional_floatlist_out::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_optional_intlist(Tensor values, int[]? addends) -> Tensor
struct gt__test_optional_intlist_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_optional_intlist_args) == 40, "args layout differs from the Go side's");
char* gt__test_optional_intlist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_intlist_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_optional_intlist::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _test_optional_intlist.out(Tensor values, int[]? addends, *, Tensor(a!) out) -> Tensor(a!)
struct gt__test_optional_intlist_out_args {
  gt_tensor a_values;
  int64_t a_addends_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__test_optional_intlist_out_args) == 24, "args layout differs from the Go side's");
char* gt__test_optional_intlist_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_optional_intlist_out_args*>(args);
  gotorch::borrowed a_values(a->a_values);
  auto a_addends = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_addends_len = a->a_addends_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_test_optional_intlist_out::call(gotorch::ref(a_values, "values"), gotorch::opt_list(a_addends, a_addends_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor
struct gt__test_string_default_args {
  gt_tensor a_dummy;
  int64_t a_a_len;
  int64_t a_b_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__test_string_default_args) == 48, "args layout differs from the Go side's");
char* gt__test_string_default(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__test_string_default_args*>(args);
  gotorch::borrowed a_dummy(a->a_dummy);
  auto a_a = static_cast<const char*>(ptrs[0]);
  int64_t a_a_len = a->a_a_len;
  auto a_b = static_cast<const char*>(ptrs[1]);
  int64_t a_b_len = a->a_b_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_test_string_default::call(gotorch::ref(a_dummy, "dummy"), gotorch::str(a_a, a_a_len, "a"), gotorch::str(a_b, a_b_len, "b"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _thnn_differentiable_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor input_gates, Tensor hidden_gates, Tensor? input_bias, Tensor? hidden_bias, Tensor cx, Tensor cy) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt__thnn_differentiable_lstm_cell_backward_args {
  gt_tensor a_grad_hy;
  gt_tensor a_grad_cy;
  gt_tensor a_input_gates;
  gt_tensor a_hidden_gates;
  gt_tensor a_input_bias;
  gt_tensor a_hidden_bias;
  gt_tensor a_cx;
  gt_tensor a_cy;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt__thnn_differentiable_lstm_cell_backward_args) == 184, "args layout differs from the Go side's");
char* gt__thnn_differentiable_lstm_cell_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__thnn_differentiable_lstm_cell_backward_args*>(args);
  gotorch::borrowed a_grad_hy(a->a_grad_hy);
  gotorch::borrowed a_grad_cy(a->a_grad_cy);
  gotorch::borrowed a_input_gates(a->a_input_gates);
  gotorch::borrowed a_hidden_gates(a->a_hidden_gates);
  gotorch::borrowed a_input_bias(a->a_input_bias);
  gotorch::borrowed a_hidden_bias(a->a_hidden_bias);
  gotorch::borrowed a_cx(a->a_cx);
  gotorch::borrowed a_cy(a->a_cy);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::_thnn_differentiable_lstm_cell_backward::call(gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), gotorch::ref(a_input_gates, "input_gates"), gotorch::ref(a_hidden_gates, "hidden_gates"), gotorch::opt(a_input_bias, "input_bias"), gotorch::opt(a_hidden_bias, "hidden_bias"), gotorch::ref(a_cx, "cx"), gotorch::ref(a_cy, "cy"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// _to_cpu(Tensor[] tensors) -> Tensor[]
struct gt__to_cpu_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt__to_cpu_args) == 24, "args layout differs from the Go side's");
char* gt__to_cpu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__to_cpu_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::_to_cpu::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// _torch_cuda_cu_linker_symbol_op(Tensor self) -> Tensor
struct gt__torch_cuda_cu_linker_symbol_op_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__torch_cuda_cu_linker_symbol_op_args) == 32, "args layout differs from the Go side's");
char* gt__torch_cuda_cu_linker_symbol_op(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__torch_cuda_cu_linker_symbol_op_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_torch_cuda_cu_linker_symbol_op::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _torch_cuda_cu_linker_symbol_op.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__torch_cuda_cu_linker_symbol_op_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__torch_cuda_cu_linker_symbol_op_out_args) == 16, "args layout differs from the Go side's");
char* gt__torch_cuda_cu_linker_symbol_op_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__torch_cuda_cu_linker_symbol_op_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_torch_cuda_cu_linker_symbol_op_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _transformer_encoder_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, int? mask_type=None) -> Tensor
struct gt__transformer_encoder_layer_fwd_args {
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
  gt_tensor_out out0;
};
static_assert(sizeof(gt__transformer_encoder_layer_fwd_args) == 168, "args layout differs from the Go side's");
char* gt__transformer_encoder_layer_fwd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transformer_encoder_layer_fwd_args*>(args);
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
  auto a_mask_type = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_transformer_encoder_layer_fwd::call(gotorch::ref(a_src, "src"), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1, "norm_weight_1"), gotorch::ref(a_norm_bias_1, "norm_bias_1"), gotorch::ref(a_norm_weight_2, "norm_weight_2"), gotorch::ref(a_norm_bias_2, "norm_bias_2"), gotorch::ref(a_ffn_weight_1, "ffn_weight_1"), gotorch::ref(a_ffn_bias_1, "ffn_bias_1"), gotorch::ref(a_ffn_weight_2, "ffn_weight_2"), gotorch::ref(a_ffn_bias_2, "ffn_bias_2"), gotorch::opt(a_mask, "mask"), gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _transformer_encoder_layer_fwd.out(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, int? mask_type=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__transformer_encoder_layer_fwd_out_args {
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
  gt_tensor a_out;
};
static_assert(sizeof(gt__transformer_encoder_layer_fwd_out_args) == 152, "args layout differs from the Go side's");
char* gt__transformer_encoder_layer_fwd_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__transformer_encoder_layer_fwd_out_args*>(args);
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
  auto a_mask_type = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_transformer_encoder_layer_fwd_out::call(gotorch::ref(a_src, "src"), a_embed_dim, a_num_heads, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), a_use_gelu, a_norm_first, a_eps, gotorch::ref(a_norm_weight_1, "norm_weight_1"), gotorch::ref(a_norm_bias_1, "norm_bias_1"), gotorch::ref(a_norm_weight_2, "norm_weight_2"), gotorch::ref(a_norm_bias_2, "norm_bias_2"), gotorch::ref(a_ffn_weight_1, "ffn_weight_1"), gotorch::ref(a_ffn_bias_1, "ffn_bias_1"), gotorch::ref(a_ffn_weight_2, "ffn_weight_2"), gotorch::ref(a_ffn_bias_2, "ffn_bias_2"), gotorch::opt(a_mask, "mask"), gotorch::opt_value(a_mask_type), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _triton_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None) -> Tensor
struct gt__triton_multi_head_attention_args {
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
  gt_tensor_out out0;
};
static_assert(sizeof(gt__triton_multi_head_attention_args) == 104, "args layout differs from the Go side's");
char* gt__triton_multi_head_attention(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__triton_multi_head_attention_args*>(args);
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
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_triton_multi_head_attention::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _triton_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__triton_multi_head_attention_out_args {
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
  gt_tensor a_out;
};
static_assert(sizeof(gt__triton_multi_head_attention_out_args) == 88, "args layout differs from the Go side's");
char* gt__triton_multi_head_attention_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__triton_multi_head_attention_out_args*>(args);
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
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_triton_multi_head_attention_out::call(gotorch::ref(a_query, "query"), gotorch::ref(a_key, "key"), gotorch::ref(a_value, "value"), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight, "qkv_weight"), gotorch::ref(a_qkv_bias, "qkv_bias"), gotorch::ref(a_proj_weight, "proj_weight"), gotorch::ref(a_proj_bias, "proj_bias"), gotorch::opt(a_mask, "mask"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
struct gt__unique2_args {
  gt_tensor a_self;
  bool a_sorted;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt__unique2_args) == 88, "args layout differs from the Go side's");
char* gt__unique2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unique2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::_unique2::call(gotorch::ref(a_self, "self"), a_sorted, a_return_inverse, a_return_counts);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// _unique2.out(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt__unique2_out_args {
  gt_tensor a_self;
  bool a_sorted;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt__unique2_out_args) == 40, "args layout differs from the Go side's");
char* gt__unique2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unique2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_sorted = a->a_sorted;
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::_unique2_out::call(gotorch::ref(a_self, "self"), a_sorted, a_return_inverse, a_return_counts, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// _unsafe_view(Tensor self, SymInt[] size) -> Tensor
struct gt__unsafe_view_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__unsafe_view_args) == 40, "args layout differs from the Go side's");
char* gt__unsafe_view(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unsafe_view_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_unsafe_view::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _unsafe_view.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt__unsafe_view_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__unsafe_view_out_args) == 24, "args layout differs from the Go side's");
char* gt__unsafe_view_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__unsafe_view_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_unsafe_view_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_bilinear2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_bilinear2d_aa_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bilinear2d_aa.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bilinear2d_aa_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_out_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_bilinear2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt__upsample_bilinear2d_aa_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_vec_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bilinear2d_aa.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bilinear2d_aa_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_bilinear2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_bilinear2d_aa_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_backward_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_backward_args*>(args);
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
  auto r = at::_ops::_upsample_bilinear2d_aa_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bilinear2d_aa_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__upsample_bilinear2d_aa_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_backward_grad_input_args*>(args);
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
  at::_ops::_upsample_bilinear2d_aa_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _upsample_bilinear2d_aa_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt__upsample_bilinear2d_aa_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_backward_vec_args*>(args);
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
  auto r = at::_ops::_upsample_bilinear2d_aa_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_bilinear2d_aa_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_bilinear2d_aa_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_bilinear2d_aa_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_bilinear2d_aa_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_bilinear2d_aa_backward_vec_out_args*>(args);
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
  at::_ops::_upsample_bilinear2d_aa_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
struct gt__upsample_nearest_exact1d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact1d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_out_args) == 24, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact1d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_vec_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact1d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact1d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor
struct gt__upsample_nearest_exact1d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_backward_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__upsample_nearest_exact1d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _upsample_nearest_exact1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact1d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact1d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact1d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact1d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact1d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact1d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact1d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_nearest_exact2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_out_args) == 24, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[1]);
  auto a_scales_w = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact2d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_vec_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact2d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact2d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact2d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact2d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact2d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact2d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact2d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt__upsample_nearest_exact3d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_backward_args) == 48, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_backward_args*>(args);
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
  auto r = at::_ops::_upsample_nearest_exact3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt__upsample_nearest_exact3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_backward_grad_input_args*>(args);
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
  at::_ops::_upsample_nearest_exact3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// _upsample_nearest_exact3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt__upsample_nearest_exact3d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _upsample_nearest_exact3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt__upsample_nearest_exact3d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt__upsample_nearest_exact3d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt__upsample_nearest_exact3d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__upsample_nearest_exact3d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _use_cudnn_rnn_flatten_weight() -> bool
struct gt__use_cudnn_rnn_flatten_weight_args {
  bool out0;
};
static_assert(sizeof(gt__use_cudnn_rnn_flatten_weight_args) == 1, "args layout differs from the Go side's");
char* gt__use_cudnn_rnn_flatten_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__use_cudnn_rnn_flatten_weight_args*>(args);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_use_cudnn_rnn_flatten_weight::call();
  *out0 = std::move(r);
  GT_CATCH
}

// _validate_compressed_sparse_indices(bool is_crow, Tensor compressed_idx, Tensor plain_idx, int cdim, int dim, int nnz) -> ()
struct gt__validate_compressed_sparse_indices_args {
  bool a_is_crow;
  gt_tensor a_compressed_idx;
  gt_tensor a_plain_idx;
  int64_t a_cdim;
  int64_t a_dim;
  int64_t a_nnz;
};
static_assert(sizeof(gt__validate_compressed_sparse_indices_args) == 48, "args layout differs from the Go side's");
char* gt__validate_compressed_sparse_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__validate_compressed_sparse_indices_args*>(args);
  bool a_is_crow = a->a_is_crow;
  gotorch::borrowed a_compressed_idx(a->a_compressed_idx);
  gotorch::borrowed a_plain_idx(a->a_plain_idx);
  int64_t a_cdim = a->a_cdim;
  int64_t a_dim = a->a_dim;
  int64_t a_nnz = a->a_nnz;
  GT_TRY
  at::_ops::_validate_compressed_sparse_indices::call(a_is_crow, gotorch::ref(a_compressed_idx, "compressed_idx"), gotorch::ref(a_plain_idx, "plain_idx"), a_cdim, a_dim, a_nnz);
  GT_CATCH
}

// _values_copy(Tensor self) -> Tensor
struct gt__values_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt__values_copy_args) == 32, "args layout differs from the Go side's");
char* gt__values_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__values_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::_values_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// _values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt__values_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt__values_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt__values_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__values_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::_values_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// _weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)
struct gt__weight_norm_interface_args {
  gt_tensor a_v;
  gt_tensor a_g;
  int64_t a_dim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__weight_norm_interface_args) == 72, "args layout differs from the Go side's");
char* gt__weight_norm_interface(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_interface_args*>(args);
  gotorch::borrowed a_v(a->a_v);
  gotorch::borrowed a_g(a->a_g);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_weight_norm_interface::call(gotorch::ref(a_v, "v"), gotorch::ref(a_g, "g"), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _weight_norm_interface.out(Tensor v, Tensor g, int dim=0, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__weight_norm_interface_out_args {
  gt_tensor a_v;
  gt_tensor a_g;
  int64_t a_dim;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__weight_norm_interface_out_args) == 40, "args layout differs from the Go side's");
char* gt__weight_norm_interface_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_interface_out_args*>(args);
  gotorch::borrowed a_v(a->a_v);
  gotorch::borrowed a_g(a->a_g);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_weight_norm_interface_out::call(gotorch::ref(a_v, "v"), gotorch::ref(a_g, "g"), a_dim, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// _weight_norm_interface_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)
struct gt__weight_norm_interface_backward_args {
  gt_tensor a_grad_w;
  gt_tensor a_saved_v;
  gt_tensor a_saved_g;
  gt_tensor a_saved_norms;
  int64_t a_dim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt__weight_norm_interface_backward_args) == 88, "args layout differs from the Go side's");
char* gt__weight_norm_interface_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_interface_backward_args*>(args);
  gotorch::borrowed a_grad_w(a->a_grad_w);
  gotorch::borrowed a_saved_v(a->a_saved_v);
  gotorch::borrowed a_saved_g(a->a_saved_g);
  gotorch::borrowed a_saved_norms(a->a_saved_norms);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::_weight_norm_interface_backward::call(gotorch::ref(a_grad_w, "grad_w"), gotorch::ref(a_saved_v, "saved_v"), gotorch::ref(a_saved_g, "saved_g"), gotorch::ref(a_saved_norms, "saved_norms"), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// _weight_norm_interface_backward.out(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt__weight_norm_interface_backward_out_args {
  gt_tensor a_grad_w;
  gt_tensor a_saved_v;
  gt_tensor a_saved_g;
  gt_tensor a_saved_norms;
  int64_t a_dim;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt__weight_norm_interface_backward_out_args) == 56, "args layout differs from the Go side's");
char* gt__weight_norm_interface_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt__weight_norm_interface_backward_out_args*>(args);
  gotorch::borrowed a_grad_w(a->a_grad_w);
  gotorch::borrowed a_saved_v(a->a_saved_v);
  gotorch::borrowed a_saved_g(a->a_saved_g);
  gotorch::borrowed a_saved_norms(a->a_saved_norms);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::_weight_norm_interface_backward_out::call(gotorch::ref(a_grad_w, "grad_w"), gotorch::ref(a_saved_v, "saved_v"), gotorch::ref(a_saved_g, "saved_g"), gotorch::ref(a_saved_norms, "saved_norms"), a_dim, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// acos(Tensor self) -> Tensor
struct gt_acos_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_acos_args) == 32, "args layout differs from the Go side's");
char* gt_acos(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acos_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::acos::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_acos_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_acos_out_args) == 16, "args layout differs from the Go side's");
char* gt_acos_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acos_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::acos_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// acos_(Tensor(a!) self) -> Tensor(a!)
struct gt_acos__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_acos__args) == 8, "args layout differs from the Go side's");
char* gt_acos_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_acos__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::acos_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
struct gt_adaptive_avg_pool2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adaptive_avg_pool2d_args) == 40, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adaptive_avg_pool2d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_adaptive_avg_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_adaptive_avg_pool2d_out_args) == 24, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::adaptive_avg_pool2d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// adaptive_avg_pool3d_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_adaptive_avg_pool3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_adaptive_avg_pool3d_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_adaptive_avg_pool3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_avg_pool3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::adaptive_avg_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)
struct gt_adaptive_max_pool3d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_adaptive_max_pool3d_args) == 64, "args layout differs from the Go side's");
char* gt_adaptive_max_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::adaptive_max_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// adaptive_max_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_adaptive_max_pool3d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_adaptive_max_pool3d_out_args) == 32, "args layout differs from the Go side's");
char* gt_adaptive_max_pool3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::adaptive_max_pool3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
struct gt_adaptive_max_pool3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_adaptive_max_pool3d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_adaptive_max_pool3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::adaptive_max_pool3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// adaptive_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_adaptive_max_pool3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_adaptive_max_pool3d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_adaptive_max_pool3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_adaptive_max_pool3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::adaptive_max_pool3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_addmm_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addmm_args) == 112, "args layout differs from the Go side's");
char* gt_addmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addmm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addmm_out_args) == 96, "args layout differs from the Go side's");
char* gt_addmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
struct gt_addmm__args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_addmm__args) == 88, "args layout differs from the Go side's");
char* gt_addmm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::addmm_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

// addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_addmv_args {
  gt_tensor a_self;
  gt_tensor a_mat;
  gt_tensor a_vec;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_addmv_args) == 112, "args layout differs from the Go side's");
char* gt_addmv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat(a->a_mat);
  gotorch::borrowed a_vec(a->a_vec);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::addmv::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat, "mat"), gotorch::ref(a_vec, "vec"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_addmv_out_args {
  gt_tensor a_self;
  gt_tensor a_mat;
  gt_tensor a_vec;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_addmv_out_args) == 96, "args layout differs from the Go side's");
char* gt_addmv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat(a->a_mat);
  gotorch::borrowed a_vec(a->a_vec);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::addmv_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat, "mat"), gotorch::ref(a_vec, "vec"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
struct gt_addmv__args {
  gt_tensor a_self;
  gt_tensor a_mat;
  gt_tensor a_vec;
  gt_scalar a_beta;
  gt_scalar a_alpha;
};
static_assert(sizeof(gt_addmv__args) == 88, "args layout differs from the Go side's");
char* gt_addmv_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_addmv__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat(a->a_mat);
  gotorch::borrowed a_vec(a->a_vec);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  GT_TRY
  at::_ops::addmv_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat, "mat"), gotorch::ref(a_vec, "vec"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

// affine_grid_generator_backward(Tensor grad, int[] size, bool align_corners) -> Tensor
struct gt_affine_grid_generator_backward_args {
  gt_tensor a_grad;
  int64_t a_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_affine_grid_generator_backward_args) == 48, "args layout differs from the Go side's");
char* gt_affine_grid_generator_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_affine_grid_generator_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::affine_grid_generator_backward::call(gotorch::ref(a_grad, "grad"), at::IntArrayRef(a_size, a_size_len), a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)
struct gt_align_to_args {
  gt_tensor a_self;
  int64_t a_names_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_align_to_args) == 40, "args layout differs from the Go side's");
char* gt_align_to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_align_to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_names = static_cast<const char*>(ptrs[0]);
  int64_t a_names_len = a->a_names_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::align_to::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_names, a_names_len, "names"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)
struct gt_align_to_ellipsis_idx_args {
  gt_tensor a_self;
  int64_t a_order_len;
  int64_t a_ellipsis_idx;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_align_to_ellipsis_idx_args) == 48, "args layout differs from the Go side's");
char* gt_align_to_ellipsis_idx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_align_to_ellipsis_idx_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_order = static_cast<const char*>(ptrs[0]);
  int64_t a_order_len = a->a_order_len;
  int64_t a_ellipsis_idx = a->a_ellipsis_idx;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::align_to_ellipsis_idx::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_order, a_order_len, "order"), a_ellipsis_idx);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// all(Tensor self) -> Tensor
struct gt_all_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_all_args) == 32, "args layout differs from the Go side's");
char* gt_all(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::all::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_all_all_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_all_all_out_args) == 16, "args layout differs from the Go side's");
char* gt_all_all_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_all_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::all_all_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
struct gt_all_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_all_dim_args) == 48, "args layout differs from the Go side's");
char* gt_all_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::all_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// all.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
struct gt_all_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_all_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_all_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::all_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// all.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_all_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_all_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_all_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::all_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_all_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_all_out_args) == 32, "args layout differs from the Go side's");
char* gt_all_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_all_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::all_out::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool
struct gt_allclose_args {
  gt_tensor a_self;
  gt_tensor a_other;
  double a_rtol;
  double a_atol;
  bool a_equal_nan;
  bool out0;
};
static_assert(sizeof(gt_allclose_args) == 40, "args layout differs from the Go side's");
char* gt_allclose(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_allclose_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  double a_rtol = a->a_rtol;
  double a_atol = a->a_atol;
  bool a_equal_nan = a->a_equal_nan;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::allclose::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_rtol, a_atol, a_equal_nan);
  *out0 = std::move(r);
  GT_CATCH
}

// alpha_dropout(Tensor input, float p, bool train) -> Tensor
struct gt_alpha_dropout_args {
  gt_tensor a_input;
  double a_p;
  bool a_train;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_alpha_dropout_args) == 48, "args layout differs from the Go side's");
char* gt_alpha_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_alpha_dropout_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::alpha_dropout::call(gotorch::ref(a_input, "input"), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
struct gt_alpha_dropout__args {
  gt_tensor a_self;
  double a_p;
  bool a_train;
};
static_assert(sizeof(gt_alpha_dropout__args) == 24, "args layout differs from the Go side's");
char* gt_alpha_dropout_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_alpha_dropout__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  GT_TRY
  at::_ops::alpha_dropout_::call(gotorch::ref(a_self, "self"), a_p, a_train);
  GT_CATCH
}

// any(Tensor self) -> Tensor
struct gt_any_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_any_args) == 32, "args layout differs from the Go side's");
char* gt_any(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::any::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_any_all_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_any_all_out_args) == 16, "args layout differs from the Go side's");
char* gt_any_all_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_all_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::any_all_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
struct gt_any_dim_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_any_dim_args) == 48, "args layout differs from the Go side's");
char* gt_any_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::any_dim::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// any.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
struct gt_any_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_any_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_any_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::any_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// any.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_any_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_any_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_any_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::any_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_any_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_any_out_args) == 32, "args layout differs from the Go side's");
char* gt_any_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_any_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::any_out::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arcsinh(Tensor self) -> Tensor
struct gt_arcsinh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_arcsinh_args) == 32, "args layout differs from the Go side's");
char* gt_arcsinh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsinh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::arcsinh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// arcsinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_arcsinh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_arcsinh_out_args) == 16, "args layout differs from the Go side's");
char* gt_arcsinh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsinh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::arcsinh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// arcsinh_(Tensor(a!) self) -> Tensor(a!)
struct gt_arcsinh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_arcsinh__args) == 8, "args layout differs from the Go side's");
char* gt_arcsinh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_arcsinh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::arcsinh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
struct gt_argmin_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_argmin_args) == 40, "args layout differs from the Go side's");
char* gt_argmin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argmin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::argmin::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// argmin.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_argmin_out_args {
  gt_tensor a_self;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_argmin_out_args) == 24, "args layout differs from the Go side's");
char* gt_argmin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_argmin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::argmin_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
struct gt_as_strided_scatter_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_as_strided_scatter_args) == 56, "args layout differs from the Go side's");
char* gt_as_strided_scatter(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided_scatter_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::as_strided_scatter::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// as_strided_scatter.out(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_as_strided_scatter_out_args {
  gt_tensor a_self;
  gt_tensor a_src;
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_as_strided_scatter_out_args) == 40, "args layout differs from the Go side's");
char* gt_as_strided_scatter_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_as_strided_scatter_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_src(a->a_src);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_storage_offset = static_cast<const int64_t*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::as_strided_scatter_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_src, "src"), gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_symint(a_storage_offset), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// asin(Tensor self) -> Tensor
struct gt_asin_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_asin_args) == 32, "args layout differs from the Go side's");
char* gt_asin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::asin::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_asin_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_asin_out_args) == 16, "args layout differs from the Go side's");
char* gt_asin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::asin_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// asin_(Tensor(a!) self) -> Tensor(a!)
struct gt_asin__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_asin__args) == 8, "args layout differs from the Go side's");
char* gt_asin_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_asin__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::asin_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// atan(Tensor self) -> Tensor
struct gt_atan_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atan_args) == 32, "args layout differs from the Go side's");
char* gt_atan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atan::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_atan_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_atan_out_args) == 16, "args layout differs from the Go side's");
char* gt_atan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::atan_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// atan2(Tensor self, Tensor other) -> Tensor
struct gt_atan2_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atan2_args) == 40, "args layout differs from the Go side's");
char* gt_atan2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atan2::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_atan2_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_atan2_out_args) == 24, "args layout differs from the Go side's");
char* gt_atan2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::atan2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_atan2__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_atan2__args) == 16, "args layout differs from the Go side's");
char* gt_atan2_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan2__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::atan2_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// atan_(Tensor(a!) self) -> Tensor(a!)
struct gt_atan__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_atan__args) == 8, "args layout differs from the Go side's");
char* gt_atan_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atan__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::atan_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// atanh(Tensor self) -> Tensor
struct gt_atanh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atanh_args) == 32, "args layout differs from the Go side's");
char* gt_atanh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atanh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atanh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_atanh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_atanh_out_args) == 16, "args layout differs from the Go side's");
char* gt_atanh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atanh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::atanh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// atanh_(Tensor(a!) self) -> Tensor(a!)
struct gt_atanh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_atanh__args) == 8, "args layout differs from the Go side's");
char* gt_atanh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atanh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::atanh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// atleast_2d(Tensor self) -> Tensor
struct gt_atleast_2d_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atleast_2d_args) == 32, "args layout differs from the Go side's");
char* gt_atleast_2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atleast_2d::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]
struct gt_atleast_2d_Sequence_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_atleast_2d_Sequence_args) == 24, "args layout differs from the Go side's");
char* gt_atleast_2d_Sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_2d_Sequence_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::atleast_2d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// atleast_3d(Tensor self) -> Tensor
struct gt_atleast_3d_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_atleast_3d_args) == 32, "args layout differs from the Go side's");
char* gt_atleast_3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::atleast_3d::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]
struct gt_atleast_3d_Sequence_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_atleast_3d_Sequence_args) == 24, "args layout differs from the Go side's");
char* gt_atleast_3d_Sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_atleast_3d_Sequence_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::atleast_3d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor
struct gt_avg_pool1d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  bool a_ceil_mode;
  bool a_count_include_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_avg_pool1d_args) == 64, "args layout differs from the Go side's");
char* gt_avg_pool1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_avg_pool1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  bool a_ceil_mode = a->a_ceil_mode;
  bool a_count_include_pad = a->a_count_include_pad;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::avg_pool1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_bartlett_window_args {
  int64_t a_window_length;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bartlett_window_args) == 56, "args layout differs from the Go side's");
char* gt_bartlett_window(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bartlett_window_args*>(args);
  int64_t a_window_length = a->a_window_length;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bartlett_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bartlett_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bartlett_window_out_args {
  int64_t a_window_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bartlett_window_out_args) == 16, "args layout differs from the Go side's");
char* gt_bartlett_window_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bartlett_window_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bartlett_window_out::call(a_window_length, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bartlett_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_bartlett_window_periodic_args {
  int64_t a_window_length;
  bool a_periodic;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bartlett_window_periodic_args) == 64, "args layout differs from the Go side's");
char* gt_bartlett_window_periodic(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bartlett_window_periodic_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bartlett_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bartlett_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bartlett_window_periodic_out_args {
  int64_t a_window_length;
  bool a_periodic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bartlett_window_periodic_out_args) == 24, "args layout differs from the Go side's");
char* gt_bartlett_window_periodic_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bartlett_window_periodic_out_args*>(args);
  int64_t a_window_length = a->a_window_length;
  bool a_periodic = a->a_periodic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bartlett_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor
struct gt_batch_norm_args {
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
};
static_assert(sizeof(gt_batch_norm_args) == 96, "args layout differs from the Go side's");
char* gt_batch_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_args*>(args);
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
  GT_TRY
  auto r = at::_ops::batch_norm::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_training, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// batch_norm_elemt(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps) -> Tensor
struct gt_batch_norm_elemt_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  double a_eps;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_batch_norm_elemt_args) == 72, "args layout differs from the Go side's");
char* gt_batch_norm_elemt(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_elemt_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::batch_norm_elemt::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), a_eps);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// batch_norm_elemt.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps, *, Tensor(a!) out) -> Tensor(a!)
struct gt_batch_norm_elemt_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor a_mean;
  gt_tensor a_invstd;
  double a_eps;
  gt_tensor a_out;
};
static_assert(sizeof(gt_batch_norm_elemt_out_args) == 56, "args layout differs from the Go side's");
char* gt_batch_norm_elemt_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_elemt_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gotorch::borrowed a_mean(a->a_mean);
  gotorch::borrowed a_invstd(a->a_invstd);
  double a_eps = a->a_eps;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::batch_norm_elemt_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), gotorch::ref(a_mean, "mean"), gotorch::ref(a_invstd, "invstd"), a_eps, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum) -> (Tensor, Tensor)
struct gt_batch_norm_update_stats_args {
  gt_tensor a_input;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_batch_norm_update_stats_args) == 80, "args layout differs from the Go side's");
char* gt_batch_norm_update_stats(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_update_stats_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::batch_norm_update_stats::call(gotorch::ref(a_input, "input"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// batch_norm_update_stats.out(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_batch_norm_update_stats_out_args {
  gt_tensor a_input;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  double a_momentum;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_batch_norm_update_stats_out_args) == 48, "args layout differs from the Go side's");
char* gt_batch_norm_update_stats_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_batch_norm_update_stats_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  double a_momentum = a->a_momentum;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::batch_norm_update_stats_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), a_momentum, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor
struct gt_bilinear_args {
  gt_tensor a_input1;
  gt_tensor a_input2;
  gt_tensor a_weight;
  gt_tensor a_bias;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bilinear_args) == 56, "args layout differs from the Go side's");
char* gt_bilinear(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bilinear_args*>(args);
  gotorch::borrowed a_input1(a->a_input1);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bilinear::call(gotorch::ref(a_input1, "input1"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor
struct gt_binary_cross_entropy_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_binary_cross_entropy_args) == 56, "args layout differs from the Go side's");
char* gt_binary_cross_entropy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::binary_cross_entropy::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// binary_cross_entropy.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_binary_cross_entropy_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_binary_cross_entropy_out_args) == 40, "args layout differs from the Go side's");
char* gt_binary_cross_entropy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_binary_cross_entropy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::binary_cross_entropy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_not(Tensor self) -> Tensor
struct gt_bitwise_not_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_not_args) == 32, "args layout differs from the Go side's");
char* gt_bitwise_not(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_not_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_not::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_not_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_not_out_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_not_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_not_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_not_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_not_(Tensor(a!) self) -> Tensor(a!)
struct gt_bitwise_not__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_bitwise_not__args) == 8, "args layout differs from the Go side's");
char* gt_bitwise_not_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_not__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::bitwise_not_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
struct gt_bitwise_right_shift_Scalar_Tensor_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_right_shift_Scalar_Tensor_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Scalar_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Scalar_Tensor_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_right_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_right_shift_Scalar_Tensor_out_args {
  gt_scalar a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_right_shift_Scalar_Tensor_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Scalar_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Scalar_Tensor_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_right_shift_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_bitwise_right_shift_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_right_shift_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
struct gt_bitwise_right_shift_Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_bitwise_right_shift_Tensor_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::bitwise_right_shift_Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// bitwise_right_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_right_shift_Tensor_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_right_shift_Tensor_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Tensor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Tensor_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_right_shift_Tensor_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_bitwise_right_shift_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_bitwise_right_shift_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_bitwise_right_shift_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::bitwise_right_shift_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_bitwise_right_shift__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_bitwise_right_shift__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_bitwise_right_shift__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::bitwise_right_shift__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_bitwise_right_shift__Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_bitwise_right_shift__Tensor_Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_bitwise_right_shift__Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_bitwise_right_shift__Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::bitwise_right_shift__Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// block_diag(Tensor[] tensors) -> Tensor
struct gt_block_diag_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_block_diag_args) == 32, "args layout differs from the Go side's");
char* gt_block_diag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_block_diag_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::block_diag::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// block_diag.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_block_diag_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_block_diag_out_args) == 16, "args layout differs from the Go side's");
char* gt_block_diag_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_block_diag_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::block_diag_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// broadcast_to(Tensor(a) self, int[] size) -> Tensor(a)
struct gt_broadcast_to_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_broadcast_to_args) == 40, "args layout differs from the Go side's");
char* gt_broadcast_to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_broadcast_to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::broadcast_to::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cartesian_prod(Tensor[] tensors) -> Tensor
struct gt_cartesian_prod_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cartesian_prod_args) == 32, "args layout differs from the Go side's");
char* gt_cartesian_prod(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cartesian_prod_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cartesian_prod::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ccol_indices_copy(Tensor self) -> Tensor
struct gt_ccol_indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ccol_indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt_ccol_indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ccol_indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ccol_indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ccol_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ccol_indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ccol_indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_ccol_indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ccol_indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ccol_indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor
struct gt_cdist_args {
  gt_tensor a_x1;
  gt_tensor a_x2;
  double a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cdist_args) == 48, "args layout differs from the Go side's");
char* gt_cdist(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cdist_args*>(args);
  gotorch::borrowed a_x1(a->a_x1);
  gotorch::borrowed a_x2(a->a_x2);
  double a_p = a->a_p;
  auto a_compute_mode = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cdist::call(gotorch::ref(a_x1, "x1"), gotorch::ref(a_x2, "x2"), a_p, gotorch::opt_value(a_compute_mode));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cholesky_inverse(Tensor self, bool upper=False) -> Tensor
struct gt_cholesky_inverse_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cholesky_inverse_args) == 40, "args layout differs from the Go side's");
char* gt_cholesky_inverse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_inverse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cholesky_inverse::call(gotorch::ref(a_self, "self"), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cholesky_inverse.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cholesky_inverse_out_args {
  gt_tensor a_self;
  bool a_upper;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cholesky_inverse_out_args) == 24, "args layout differs from the Go side's");
char* gt_cholesky_inverse_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_inverse_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cholesky_inverse_out::call(gotorch::ref(a_self, "self"), a_upper, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
struct gt_cholesky_solve_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  bool a_upper;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cholesky_solve_args) == 48, "args layout differs from the Go side's");
char* gt_cholesky_solve(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_solve_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  bool a_upper = a->a_upper;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cholesky_solve::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"), a_upper);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cholesky_solve.out(Tensor self, Tensor input2, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cholesky_solve_out_args {
  gt_tensor a_self;
  gt_tensor a_input2;
  bool a_upper;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cholesky_solve_out_args) == 32, "args layout differs from the Go side's");
char* gt_cholesky_solve_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cholesky_solve_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_input2(a->a_input2);
  bool a_upper = a->a_upper;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cholesky_solve_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_input2, "input2"), a_upper, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
struct gt_clamp_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_args) == 32, "args layout differs from the Go side's");
char* gt_clamp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
struct gt_clamp_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_clamp_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp_Tensor::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_clamp_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_out_args) == 16, "args layout differs from the Go side's");
char* gt_clamp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
struct gt_clamp__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_clamp__args) == 8, "args layout differs from the Go side's");
char* gt_clamp_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_min = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_max = static_cast<const gt_scalar*>(ptrs[1]);
  GT_TRY
  at::_ops::clamp_::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_min), gotorch::opt_scalar(a_max));
  GT_CATCH
}

// clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)
struct gt_clamp__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_max;
};
static_assert(sizeof(gt_clamp__Tensor_args) == 24, "args layout differs from the Go side's");
char* gt_clamp__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_max(a->a_max);
  GT_TRY
  at::_ops::clamp__Tensor::call(gotorch::ref(a_self, "self"), gotorch::opt(a_min, "min"), gotorch::opt(a_max, "max"));
  GT_CATCH
}

// clamp_min(Tensor self, Scalar min) -> Tensor
struct gt_clamp_min_args {
  gt_tensor a_self;
  gt_scalar a_min;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_min_args) == 64, "args layout differs from the Go side's");
char* gt_clamp_min(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min = a->a_min;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp_min::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
struct gt_clamp_min_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_clamp_min_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_clamp_min_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::clamp_min_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_min, "min"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// clamp_min.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_min_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_min;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_min_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_clamp_min_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_min_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_min, "min"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_min.out(Tensor self, Scalar min, *, Tensor(a!) out) -> Tensor(a!)
struct gt_clamp_min_out_args {
  gt_tensor a_self;
  gt_scalar a_min;
  gt_tensor a_out;
};
static_assert(sizeof(gt_clamp_min_out_args) == 48, "args layout differs from the Go side's");
char* gt_clamp_min_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min = a->a_min;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::clamp_min_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
struct gt_clamp_min__args {
  gt_tensor a_self;
  gt_scalar a_min;
};
static_assert(sizeof(gt_clamp_min__args) == 40, "args layout differs from the Go side's");
char* gt_clamp_min_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min = a->a_min;
  GT_TRY
  at::_ops::clamp_min_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min));
  GT_CATCH
}

// clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!)
struct gt_clamp_min__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_min;
};
static_assert(sizeof(gt_clamp_min__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_clamp_min__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_clamp_min__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_min(a->a_min);
  GT_TRY
  at::_ops::clamp_min__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_min, "min"));
  GT_CATCH
}

// col_indices(Tensor(a) self) -> Tensor(a)
struct gt_col_indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_col_indices_args) == 32, "args layout differs from the Go side's");
char* gt_col_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_col_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::col_indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor
struct gt_combinations_args {
  gt_tensor a_self;
  int64_t a_r;
  bool a_with_replacement;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_combinations_args) == 48, "args layout differs from the Go side's");
char* gt_combinations(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_combinations_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_r = a->a_r;
  bool a_with_replacement = a->a_with_replacement;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::combinations::call(gotorch::ref(a_self, "self"), a_r, a_with_replacement);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// concat(Tensor[] tensors, int dim=0) -> Tensor
struct gt_concat_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_concat_args) == 40, "args layout differs from the Go side's");
char* gt_concat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concat_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::concat::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// concat.names(Tensor[] tensors, Dimname dim) -> Tensor
struct gt_concat_names_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_concat_names_args) == 40, "args layout differs from the Go side's");
char* gt_concat_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concat_names_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::concat_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// concat.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_concat_names_out_args {
  int64_t a_tensors_len;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_concat_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_concat_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concat_names_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::concat_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// concat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_concat_out_args {
  int64_t a_tensors_len;
  int64_t a_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_concat_out_args) == 24, "args layout differs from the Go side's");
char* gt_concat_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_concat_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::concat_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), a_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)
struct gt_contiguous_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_contiguous_args) == 40, "args layout differs from the Go side's");
char* gt_contiguous(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_contiguous_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::contiguous::call(gotorch::ref(a_self, "self"), gotorch::memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1) -> Tensor
struct gt_conv1d_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv1d_args) == 80, "args layout differs from the Go side's");
char* gt_conv1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv1d_args*>(args);
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
  auto r = at::_ops::conv1d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid", int[1] dilation=1, int groups=1) -> Tensor
struct gt_conv1d_padding_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv1d_padding_args) == 80, "args layout differs from the Go side's");
char* gt_conv1d_padding(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv1d_padding_args*>(args);
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
  auto r = at::_ops::conv1d_padding::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len, "padding"), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor
struct gt_conv2d_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv2d_args) == 80, "args layout differs from the Go side's");
char* gt_conv2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv2d_args*>(args);
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
  auto r = at::_ops::conv2d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid", int[2] dilation=1, int groups=1) -> Tensor
struct gt_conv2d_padding_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv2d_padding_args) == 80, "args layout differs from the Go side's");
char* gt_conv2d_padding(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv2d_padding_args*>(args);
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
  auto r = at::_ops::conv2d_padding::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), gotorch::str(a_padding, a_padding_len, "padding"), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv_depthwise3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation) -> Tensor
struct gt_conv_depthwise3d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv_depthwise3d_args) == 80, "args layout differs from the Go side's");
char* gt_conv_depthwise3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_depthwise3d_args*>(args);
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
  auto r = at::_ops::conv_depthwise3d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv_depthwise3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation, *, Tensor(a!) out) -> Tensor(a!)
struct gt_conv_depthwise3d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_conv_depthwise3d_out_args) == 64, "args layout differs from the Go side's");
char* gt_conv_depthwise3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_depthwise3d_out_args*>(args);
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
  at::_ops::conv_depthwise3d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor
struct gt_conv_tbc_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_pad;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_conv_tbc_args) == 56, "args layout differs from the Go side's");
char* gt_conv_tbc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_tbc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  int64_t a_pad = a->a_pad;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::conv_tbc::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_bias, "bias"), a_pad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// conv_tbc.out(Tensor self, Tensor weight, Tensor bias, int pad=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_conv_tbc_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_pad;
  gt_tensor a_out;
};
static_assert(sizeof(gt_conv_tbc_out_args) == 40, "args layout differs from the Go side's");
char* gt_conv_tbc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_tbc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  int64_t a_pad = a->a_pad;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::conv_tbc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_bias, "bias"), a_pad, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor
struct gt_conv_transpose2d_input_args {
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
static_assert(sizeof(gt_conv_transpose2d_input_args) == 88, "args layout differs from the Go side's");
char* gt_conv_transpose2d_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_conv_transpose2d_input_args*>(args);
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
  auto r = at::_ops::conv_transpose2d_input::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_convolution_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
  int64_t a_bias_sizes_len;
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
static_assert(sizeof(gt_convolution_backward_args) == 152, "args layout differs from the Go side's");
char* gt_convolution_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_bias_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bias_sizes_len = a->a_bias_sizes_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_transposed = a->a_transposed;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[5]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::convolution_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt_symints(a_bias_sizes, a_bias_sizes_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// convolution_backward.out(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_convolution_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
  int64_t a_bias_sizes_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_convolution_backward_out_args) == 104, "args layout differs from the Go side's");
char* gt_convolution_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_bias_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bias_sizes_len = a->a_bias_sizes_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[3]);
  int64_t a_dilation_len = a->a_dilation_len;
  bool a_transposed = a->a_transposed;
  auto a_output_padding = static_cast<const int64_t*>(ptrs[4]);
  int64_t a_output_padding_len = a->a_output_padding_len;
  int64_t a_groups = a->a_groups;
  auto a_output_mask = static_cast<const bool*>(ptrs[5]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::convolution_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt_symints(a_bias_sizes, a_bias_sizes_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// convolution_backward_overrideable(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)
struct gt_convolution_backward_overrideable_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
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
static_assert(sizeof(gt_convolution_backward_overrideable_args) == 144, "args layout differs from the Go side's");
char* gt_convolution_backward_overrideable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_backward_overrideable_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
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
  auto r = at::_ops::convolution_backward_overrideable::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// convolution_backward_overrideable.out(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_convolution_backward_overrideable_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_input;
  gt_tensor a_weight;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_transposed;
  int64_t a_output_padding_len;
  int64_t a_groups;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_convolution_backward_overrideable_out_args) == 96, "args layout differs from the Go side's");
char* gt_convolution_backward_overrideable_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_backward_overrideable_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
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
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::convolution_backward_overrideable_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// convolution_overrideable(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
struct gt_convolution_overrideable_args {
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
static_assert(sizeof(gt_convolution_overrideable_args) == 96, "args layout differs from the Go side's");
char* gt_convolution_overrideable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_overrideable_args*>(args);
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
  auto r = at::_ops::convolution_overrideable::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// convolution_overrideable.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_convolution_overrideable_out_args {
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
static_assert(sizeof(gt_convolution_overrideable_out_args) == 80, "args layout differs from the Go side's");
char* gt_convolution_overrideable_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_convolution_overrideable_out_args*>(args);
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
  at::_ops::convolution_overrideable_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_transposed, at::IntArrayRef(a_output_padding, a_output_padding_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cos(Tensor self) -> Tensor
struct gt_cos_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cos_args) == 32, "args layout differs from the Go side's");
char* gt_cos(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cos_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cos::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cos_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cos_out_args) == 16, "args layout differs from the Go side's");
char* gt_cos_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cos_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cos_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cos_(Tensor(a!) self) -> Tensor(a!)
struct gt_cos__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_cos__args) == 8, "args layout differs from the Go side's");
char* gt_cos_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cos__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::cos_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// count_nonzero(Tensor self, int? dim=None) -> Tensor
struct gt_count_nonzero_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_count_nonzero_args) == 32, "args layout differs from the Go side's");
char* gt_count_nonzero(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_count_nonzero_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::count_nonzero::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
struct gt_count_nonzero_dim_IntList_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_count_nonzero_dim_IntList_args) == 40, "args layout differs from the Go side's");
char* gt_count_nonzero_dim_IntList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_count_nonzero_dim_IntList_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::count_nonzero_dim_IntList::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// count_nonzero.dim_IntList_out(Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_count_nonzero_dim_IntList_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_count_nonzero_dim_IntList_out_args) == 24, "args layout differs from the Go side's");
char* gt_count_nonzero_dim_IntList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_count_nonzero_dim_IntList_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::count_nonzero_dim_IntList_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dim, a_dim_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// count_nonzero.out(Tensor self, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_count_nonzero_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_count_nonzero_out_args) == 16, "args layout differs from the Go side's");
char* gt_count_nonzero_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_count_nonzero_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::count_nonzero_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_dim), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor
struct gt_cov_args {
  gt_tensor a_self;
  int64_t a_correction;
  gt_tensor a_fweights;
  gt_tensor a_aweights;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cov_args) == 56, "args layout differs from the Go side's");
char* gt_cov(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cov_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_correction = a->a_correction;
  gotorch::borrowed a_fweights(a->a_fweights);
  gotorch::borrowed a_aweights(a->a_aweights);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cov::call(gotorch::ref(a_self, "self"), a_correction, gotorch::opt(a_fweights, "fweights"), gotorch::opt(a_aweights, "aweights"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cross(Tensor self, Tensor other, int? dim=None) -> Tensor
struct gt_cross_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cross_args) == 40, "args layout differs from the Go side's");
char* gt_cross(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cross_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cross::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cross.out(Tensor self, Tensor other, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cross_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cross_out_args) == 24, "args layout differs from the Go side's");
char* gt_cross_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cross_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cross_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_value(a_dim), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, float label_smoothing=0.0) -> Tensor
struct gt_cross_entropy_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  double a_label_smoothing;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cross_entropy_loss_args) == 72, "args layout differs from the Go side's");
char* gt_cross_entropy_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cross_entropy_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  double a_label_smoothing = a->a_label_smoothing;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cross_entropy_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, a_label_smoothing);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, int reduction=Mean, bool zero_infinity=False) -> Tensor
struct gt_ctc_loss_IntList_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  int64_t a_input_lengths_len;
  int64_t a_target_lengths_len;
  int64_t a_blank;
  int64_t a_reduction;
  bool a_zero_infinity;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ctc_loss_IntList_args) == 80, "args layout differs from the Go side's");
char* gt_ctc_loss_IntList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ctc_loss_IntList_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  auto a_input_lengths = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_lengths_len = a->a_input_lengths_len;
  auto a_target_lengths = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_target_lengths_len = a->a_target_lengths_len;
  int64_t a_blank = a->a_blank;
  int64_t a_reduction = a->a_reduction;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ctc_loss_IntList::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), at::IntArrayRef(a_input_lengths, a_input_lengths_len), at::IntArrayRef(a_target_lengths, a_target_lengths_len), a_blank, a_reduction, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=Mean, bool zero_infinity=False) -> Tensor
struct gt_ctc_loss_Tensor_args {
  gt_tensor a_log_probs;
  gt_tensor a_targets;
  gt_tensor a_input_lengths;
  gt_tensor a_target_lengths;
  int64_t a_blank;
  int64_t a_reduction;
  bool a_zero_infinity;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ctc_loss_Tensor_args) == 80, "args layout differs from the Go side's");
char* gt_ctc_loss_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ctc_loss_Tensor_args*>(args);
  gotorch::borrowed a_log_probs(a->a_log_probs);
  gotorch::borrowed a_targets(a->a_targets);
  gotorch::borrowed a_input_lengths(a->a_input_lengths);
  gotorch::borrowed a_target_lengths(a->a_target_lengths);
  int64_t a_blank = a->a_blank;
  int64_t a_reduction = a->a_reduction;
  bool a_zero_infinity = a->a_zero_infinity;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ctc_loss_Tensor::call(gotorch::ref(a_log_probs, "log_probs"), gotorch::ref(a_targets, "targets"), gotorch::ref(a_input_lengths, "input_lengths"), gotorch::ref(a_target_lengths, "target_lengths"), a_blank, a_reduction, a_zero_infinity);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_affine_grid_generator(Tensor theta, int N, int C, int H, int W) -> Tensor grid
struct gt_cudnn_affine_grid_generator_args {
  gt_tensor a_theta;
  int64_t a_N;
  int64_t a_C;
  int64_t a_H;
  int64_t a_W;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_affine_grid_generator_args) == 64, "args layout differs from the Go side's");
char* gt_cudnn_affine_grid_generator(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_affine_grid_generator_args*>(args);
  gotorch::borrowed a_theta(a->a_theta);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_H = a->a_H;
  int64_t a_W = a->a_W;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_affine_grid_generator::call(gotorch::ref(a_theta, "theta"), a_N, a_C, a_H, a_W);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_affine_grid_generator.out(Tensor theta, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_affine_grid_generator_out_args {
  gt_tensor a_theta;
  int64_t a_N;
  int64_t a_C;
  int64_t a_H;
  int64_t a_W;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_affine_grid_generator_out_args) == 48, "args layout differs from the Go side's");
char* gt_cudnn_affine_grid_generator_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_affine_grid_generator_out_args*>(args);
  gotorch::borrowed a_theta(a->a_theta);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_H = a->a_H;
  int64_t a_W = a->a_W;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_affine_grid_generator_out::call(gotorch::ref(a_theta, "theta"), a_N, a_C, a_H, a_W, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_affine_grid_generator_backward(Tensor grad, int N, int C, int H, int W) -> Tensor grad_theta
struct gt_cudnn_affine_grid_generator_backward_args {
  gt_tensor a_grad;
  int64_t a_N;
  int64_t a_C;
  int64_t a_H;
  int64_t a_W;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_affine_grid_generator_backward_args) == 64, "args layout differs from the Go side's");
char* gt_cudnn_affine_grid_generator_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_affine_grid_generator_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_H = a->a_H;
  int64_t a_W = a->a_W;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_affine_grid_generator_backward::call(gotorch::ref(a_grad, "grad"), a_N, a_C, a_H, a_W);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_affine_grid_generator_backward.out(Tensor grad, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_affine_grid_generator_backward_out_args {
  gt_tensor a_grad;
  int64_t a_N;
  int64_t a_C;
  int64_t a_H;
  int64_t a_W;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_affine_grid_generator_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_cudnn_affine_grid_generator_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_affine_grid_generator_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_H = a->a_H;
  int64_t a_W = a->a_W;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_affine_grid_generator_backward_out::call(gotorch::ref(a_grad, "grad"), a_N, a_C, a_H, a_W, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_convolution(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
struct gt_cudnn_convolution_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_allow_tf32;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_convolution_args) == 80, "args layout differs from the Go side's");
char* gt_cudnn_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_allow_tf32 = a->a_allow_tf32;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_convolution::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_convolution.out(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_convolution_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  bool a_allow_tf32;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_convolution_out_args) == 64, "args layout differs from the Go side's");
char* gt_cudnn_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_dilation = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_dilation_len = a->a_dilation_len;
  int64_t a_groups = a->a_groups;
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  bool a_allow_tf32 = a->a_allow_tf32;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_convolution_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, a_allow_tf32, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
struct gt_cudnn_convolution_relu_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_convolution_relu_args) == 80, "args layout differs from the Go side's");
char* gt_cudnn_convolution_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_relu_args*>(args);
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
  auto r = at::_ops::cudnn_convolution_relu::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_convolution_relu.out(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_convolution_relu_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_convolution_relu_out_args) == 64, "args layout differs from the Go side's");
char* gt_cudnn_convolution_relu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_convolution_relu_out_args*>(args);
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
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_convolution_relu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cudnn_grid_sampler(Tensor self, Tensor grid) -> Tensor output
struct gt_cudnn_grid_sampler_args {
  gt_tensor a_self;
  gt_tensor a_grid;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cudnn_grid_sampler_args) == 40, "args layout differs from the Go side's");
char* gt_cudnn_grid_sampler(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_grid_sampler_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grid(a->a_grid);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cudnn_grid_sampler::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grid, "grid"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cudnn_grid_sampler.out(Tensor self, Tensor grid, *, Tensor(a!) out) -> Tensor(a!)
struct gt_cudnn_grid_sampler_out_args {
  gt_tensor a_self;
  gt_tensor a_grid;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cudnn_grid_sampler_out_args) == 24, "args layout differs from the Go side's");
char* gt_cudnn_grid_sampler_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cudnn_grid_sampler_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grid(a->a_grid);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cudnn_grid_sampler_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_grid, "grid"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
struct gt_cummin_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_cummin_args) == 64, "args layout differs from the Go side's");
char* gt_cummin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::cummin::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// cummin.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
struct gt_cummin_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_cummin_dimname_args) == 64, "args layout differs from the Go side's");
char* gt_cummin_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummin_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::cummin_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// cummin.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_cummin_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_cummin_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_cummin_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummin_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::cummin_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// cummin.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_cummin_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_cummin_out_args) == 32, "args layout differs from the Go side's");
char* gt_cummin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cummin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::cummin_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// cumprod_backward(Tensor grad, Tensor input, int dim, Tensor output) -> Tensor
struct gt_cumprod_backward_args {
  gt_tensor a_grad;
  gt_tensor a_input;
  int64_t a_dim;
  gt_tensor a_output;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumprod_backward_args) == 56, "args layout differs from the Go side's");
char* gt_cumprod_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumprod_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_input(a->a_input);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_output(a->a_output);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumprod_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_input, "input"), a_dim, gotorch::ref(a_output, "output"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
struct gt_cumsum_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumsum_args) == 48, "args layout differs from the Go side's");
char* gt_cumsum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumsum::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumsum.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt_cumsum_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_cumsum_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_cumsum_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::cumsum_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// cumsum.dimname_out(Tensor self, Dimname dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_cumsum_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cumsum_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_cumsum_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cumsum_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_cumsum_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_cumsum_out_args) == 32, "args layout differs from the Go side's");
char* gt_cumsum_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::cumsum_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)
struct gt_cumsum__args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
};
static_assert(sizeof(gt_cumsum__args) == 24, "args layout differs from the Go side's");
char* gt_cumsum_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  GT_TRY
  at::_ops::cumsum_::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  GT_CATCH
}

// cumsum_.dimname(Tensor(a!) self, Dimname dim, *, ScalarType? dtype=None) -> Tensor(a!)
struct gt_cumsum__dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
};
static_assert(sizeof(gt_cumsum__dimname_args) == 24, "args layout differs from the Go side's");
char* gt_cumsum__dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_cumsum__dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  GT_TRY
  at::_ops::cumsum__dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  GT_CATCH
}

// dequantize.self(Tensor self) -> Tensor
struct gt_dequantize_self_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_dequantize_self_args) == 32, "args layout differs from the Go side's");
char* gt_dequantize_self(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dequantize_self_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dequantize_self::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dequantize.self_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_dequantize_self_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_dequantize_self_out_args) == 16, "args layout differs from the Go side's");
char* gt_dequantize_self_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dequantize_self_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::dequantize_self_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// dequantize.tensors(Tensor[] tensors) -> Tensor[]
struct gt_dequantize_tensors_args {
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_dequantize_tensors_args) == 24, "args layout differs from the Go side's");
char* gt_dequantize_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dequantize_tensors_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::dequantize_tensors::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// dequantize.tensors_out(Tensor[] tensors, *, Tensor(a!)[] out) -> ()
struct gt_dequantize_tensors_out_args {
  int64_t a_tensors_len;
  int64_t a_out_len;
};
static_assert(sizeof(gt_dequantize_tensors_out_args) == 16, "args layout differs from the Go side's");
char* gt_dequantize_tensors_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dequantize_tensors_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::dequantize_tensors_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// det(Tensor self) -> Tensor
struct gt_det_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_det_args) == 32, "args layout differs from the Go side's");
char* gt_det(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_det_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::det::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diag(Tensor self, int diagonal=0) -> Tensor
struct gt_diag_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diag_args) == 40, "args layout differs from the Go side's");
char* gt_diag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diag_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diag::call(gotorch::ref(a_self, "self"), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diag.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diag_out_args {
  gt_tensor a_self;
  int64_t a_diagonal;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diag_out_args) == 24, "args layout differs from the Go side's");
char* gt_diag_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diag_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_diagonal = a->a_diagonal;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diag_out::call(gotorch::ref(a_self, "self"), a_diagonal, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// diag_backward(Tensor grad, SymInt[] input_sizes, int diagonal) -> Tensor
struct gt_diag_backward_args {
  gt_tensor a_grad;
  int64_t a_input_sizes_len;
  int64_t a_diagonal;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diag_backward_args) == 48, "args layout differs from the Go side's");
char* gt_diag_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diag_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_diagonal = a->a_diagonal;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diag_backward::call(gotorch::ref(a_grad, "grad"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_diagonal);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor
struct gt_diagonal_copy_args {
  gt_tensor a_self;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_diagonal_copy_args) == 56, "args layout differs from the Go side's");
char* gt_diagonal_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::diagonal_copy::call(gotorch::ref(a_self, "self"), a_offset, a_dim1, a_dim2);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// diagonal_copy.out(Tensor self, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_diagonal_copy_out_args {
  gt_tensor a_self;
  int64_t a_offset;
  int64_t a_dim1;
  int64_t a_dim2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_diagonal_copy_out_args) == 40, "args layout differs from the Go side's");
char* gt_diagonal_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_diagonal_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_offset = a->a_offset;
  int64_t a_dim1 = a->a_dim1;
  int64_t a_dim2 = a->a_dim2;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::diagonal_copy_out::call(gotorch::ref(a_self, "self"), a_offset, a_dim1, a_dim2, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// digamma(Tensor self) -> Tensor
struct gt_digamma_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_digamma_args) == 32, "args layout differs from the Go side's");
char* gt_digamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_digamma_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::digamma::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_digamma_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_digamma_out_args) == 16, "args layout differs from the Go side's");
char* gt_digamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_digamma_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::digamma_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// digamma_(Tensor(a!) self) -> Tensor(a!)
struct gt_digamma__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_digamma__args) == 8, "args layout differs from the Go side's");
char* gt_digamma_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_digamma__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::digamma_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// div.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_div_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_div_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_div_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::div_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
struct gt_div_Scalar_mode_args {
  gt_tensor a_self;
  gt_scalar a_other;
  int64_t a_rounding_mode_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_div_Scalar_mode_args) == 72, "args layout differs from the Go side's");
char* gt_div_Scalar_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Scalar_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::div_Scalar_mode::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// div.Scalar_mode_out(Tensor self, Scalar other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
struct gt_div_Scalar_mode_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  int64_t a_rounding_mode_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_div_Scalar_mode_out_args) == 56, "args layout differs from the Go side's");
char* gt_div_Scalar_mode_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Scalar_mode_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::div_Scalar_mode_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// div.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_div_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_div_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_div_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::div_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// div.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_div_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_div_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_div_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::div_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
struct gt_div_Tensor_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_div_Tensor_mode_args) == 48, "args layout differs from the Go side's");
char* gt_div_Tensor_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_Tensor_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::div_Tensor_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// div.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_div_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_div_out_args) == 24, "args layout differs from the Go side's");
char* gt_div_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::div_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// div.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
struct gt_div_out_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_div_out_mode_args) == 32, "args layout differs from the Go side's");
char* gt_div_out_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div_out_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::div_out_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// div_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_div__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_div__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_div__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::div__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
struct gt_div__Scalar_mode_args {
  gt_tensor a_self;
  gt_scalar a_other;
  int64_t a_rounding_mode_len;
};
static_assert(sizeof(gt_div__Scalar_mode_args) == 48, "args layout differs from the Go side's");
char* gt_div__Scalar_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div__Scalar_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  GT_TRY
  at::_ops::div__Scalar_mode::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  GT_CATCH
}

// div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_div__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_div__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_div__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::div__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)
struct gt_div__Tensor_mode_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_rounding_mode_len;
};
static_assert(sizeof(gt_div__Tensor_mode_args) == 24, "args layout differs from the Go side's");
char* gt_div__Tensor_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_div__Tensor_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_rounding_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_rounding_mode_len = a->a_rounding_mode_len;
  GT_TRY
  at::_ops::div__Tensor_mode::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::opt_str(a_rounding_mode, a_rounding_mode_len, "rounding_mode"));
  GT_CATCH
}

// dropout(Tensor input, float p, bool train) -> Tensor
struct gt_dropout_args {
  gt_tensor a_input;
  double a_p;
  bool a_train;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_dropout_args) == 48, "args layout differs from the Go side's");
char* gt_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dropout_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::dropout::call(gotorch::ref(a_input, "input"), a_p, a_train);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
struct gt_dropout__args {
  gt_tensor a_self;
  double a_p;
  bool a_train;
};
static_assert(sizeof(gt_dropout__args) == 24, "args layout differs from the Go side's");
char* gt_dropout_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_dropout__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_p = a->a_p;
  bool a_train = a->a_train;
  GT_TRY
  at::_ops::dropout_::call(gotorch::ref(a_self, "self"), a_p, a_train);
  GT_CATCH
}

// einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor
struct gt_einsum_args {
  int64_t a_equation_len;
  int64_t a_tensors_len;
  int64_t a_path_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_einsum_args) == 48, "args layout differs from the Go side's");
char* gt_einsum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_einsum_args*>(args);
  auto a_equation = static_cast<const char*>(ptrs[0]);
  int64_t a_equation_len = a->a_equation_len;
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_tensors_len = a->a_tensors_len;
  auto a_path = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_path_len = a->a_path_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::einsum::call(gotorch::str(a_equation, a_equation_len, "equation"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::opt_list(a_path, a_path_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor
struct gt_embedding_backward_args {
  gt_tensor a_grad;
  gt_tensor a_indices;
  int64_t a_num_weights;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  bool a_sparse;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_embedding_backward_args) == 64, "args layout differs from the Go side's");
char* gt_embedding_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_num_weights = a->a_num_weights;
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  bool a_sparse = a->a_sparse;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::embedding_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_indices, "indices"), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq, a_sparse);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
struct gt_embedding_dense_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_indices;
  int64_t a_num_weights;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_embedding_dense_backward_args) == 64, "args layout differs from the Go side's");
char* gt_embedding_dense_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_dense_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_num_weights = a->a_num_weights;
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::embedding_dense_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_indices, "indices"), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// embedding_dense_backward.out(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, *, Tensor(a!) out) -> Tensor(a!)
struct gt_embedding_dense_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_indices;
  int64_t a_num_weights;
  int64_t a_padding_idx;
  bool a_scale_grad_by_freq;
  gt_tensor a_out;
};
static_assert(sizeof(gt_embedding_dense_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_embedding_dense_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_dense_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_indices(a->a_indices);
  int64_t a_num_weights = a->a_num_weights;
  int64_t a_padding_idx = a->a_padding_idx;
  bool a_scale_grad_by_freq = a->a_scale_grad_by_freq;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::embedding_dense_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_indices, "indices"), c10::SymInt(a_num_weights), a_padding_idx, a_scale_grad_by_freq, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor
struct gt_embedding_renorm_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  double a_max_norm;
  double a_norm_type;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_embedding_renorm_args) == 56, "args layout differs from the Go side's");
char* gt_embedding_renorm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_renorm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  double a_max_norm = a->a_max_norm;
  double a_norm_type = a->a_norm_type;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::embedding_renorm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), a_max_norm, a_norm_type);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// embedding_renorm.out(Tensor self, Tensor indices, float max_norm, float norm_type, *, Tensor(a!) out) -> Tensor(a!)
struct gt_embedding_renorm_out_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  double a_max_norm;
  double a_norm_type;
  gt_tensor a_out;
};
static_assert(sizeof(gt_embedding_renorm_out_args) == 40, "args layout differs from the Go side's");
char* gt_embedding_renorm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_renorm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  double a_max_norm = a->a_max_norm;
  double a_norm_type = a->a_norm_type;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::embedding_renorm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), a_max_norm, a_norm_type, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)
struct gt_embedding_renorm__args {
  gt_tensor a_self;
  gt_tensor a_indices;
  double a_max_norm;
  double a_norm_type;
};
static_assert(sizeof(gt_embedding_renorm__args) == 32, "args layout differs from the Go side's");
char* gt_embedding_renorm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_embedding_renorm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  double a_max_norm = a->a_max_norm;
  double a_norm_type = a->a_norm_type;
  GT_TRY
  at::_ops::embedding_renorm_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), a_max_norm, a_norm_type);
  GT_CATCH
}

// empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_empty_strided_args {
  int64_t a_size_len;
  int64_t a_stride_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_empty_strided_args) == 64, "args layout differs from the Go side's");
char* gt_empty_strided(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_strided_args*>(args);
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
  auto r = at::_ops::empty_strided::call(gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// empty_strided.out(SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
struct gt_empty_strided_out_args {
  int64_t a_size_len;
  int64_t a_stride_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_empty_strided_out_args) == 24, "args layout differs from the Go side's");
char* gt_empty_strided_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_empty_strided_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::empty_strided_out::call(gotorch::symints(a_size, a_size_len), gotorch::symints(a_stride, a_stride_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// eq.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_eq_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_eq_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_eq_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::eq_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// eq.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_eq_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_eq_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_eq_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::eq_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// eq.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_eq_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_eq_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_eq_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::eq_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_eq_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_eq_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_eq_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::eq_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_eq__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_eq__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_eq__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::eq__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_eq__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_eq__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_eq__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eq__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::eq__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// equal(Tensor self, Tensor other) -> bool
struct gt_equal_args {
  gt_tensor a_self;
  gt_tensor a_other;
  bool out0;
};
static_assert(sizeof(gt_equal_args) == 24, "args layout differs from the Go side's");
char* gt_equal(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_equal_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::equal::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = std::move(r);
  GT_CATCH
}

// erfinv(Tensor self) -> Tensor
struct gt_erfinv_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_erfinv_args) == 32, "args layout differs from the Go side's");
char* gt_erfinv(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfinv_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::erfinv::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_erfinv_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_erfinv_out_args) == 16, "args layout differs from the Go side's");
char* gt_erfinv_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfinv_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::erfinv_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// erfinv_(Tensor(a!) self) -> Tensor(a!)
struct gt_erfinv__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_erfinv__args) == 8, "args layout differs from the Go side's");
char* gt_erfinv_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_erfinv__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::erfinv_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor
struct gt_expand_copy_args {
  gt_tensor a_self;
  int64_t a_size_len;
  bool a_implicit;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_expand_copy_args) == 48, "args layout differs from the Go side's");
char* gt_expand_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expand_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_implicit = a->a_implicit;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::expand_copy::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), a_implicit);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// expand_copy.out(Tensor self, SymInt[] size, *, bool implicit=False, Tensor(a!) out) -> Tensor(a!)
struct gt_expand_copy_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  bool a_implicit;
  gt_tensor a_out;
};
static_assert(sizeof(gt_expand_copy_out_args) == 32, "args layout differs from the Go side's");
char* gt_expand_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expand_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  bool a_implicit = a->a_implicit;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::expand_copy_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), a_implicit, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// expm1(Tensor self) -> Tensor
struct gt_expm1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_expm1_args) == 32, "args layout differs from the Go side's");
char* gt_expm1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expm1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::expm1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_expm1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_expm1_out_args) == 16, "args layout differs from the Go side's");
char* gt_expm1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expm1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::expm1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// expm1_(Tensor(a!) self) -> Tensor(a!)
struct gt_expm1__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_expm1__args) == 8, "args layout differs from the Go side's");
char* gt_expm1_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_expm1__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::expm1_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// exponential(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
struct gt_exponential_args {
  gt_tensor a_self;
  double a_lambd;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_exponential_args) == 48, "args layout differs from the Go side's");
char* gt_exponential(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exponential_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_lambd = a->a_lambd;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::exponential::call(gotorch::ref(a_self, "self"), a_lambd, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// exponential.out(Tensor self, float lambd=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_exponential_out_args {
  gt_tensor a_self;
  double a_lambd;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_exponential_out_args) == 32, "args layout differs from the Go side's");
char* gt_exponential_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exponential_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_lambd = a->a_lambd;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::exponential_out::call(gotorch::ref(a_self, "self"), a_lambd, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)
struct gt_exponential__args {
  gt_tensor a_self;
  double a_lambd;
  gt_generator a_generator;
};
static_assert(sizeof(gt_exponential__args) == 24, "args layout differs from the Go side's");
char* gt_exponential_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_exponential__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_lambd = a->a_lambd;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::exponential_::call(gotorch::ref(a_self, "self"), a_lambd, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// eye(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_eye_args {
  int64_t a_n;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_eye_args) == 56, "args layout differs from the Go side's");
char* gt_eye(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eye_args*>(args);
  int64_t a_n = a->a_n;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::eye::call(a_n, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// eye.m(int n, int m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_eye_m_args {
  int64_t a_n;
  int64_t a_m;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_eye_m_args) == 64, "args layout differs from the Go side's");
char* gt_eye_m(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eye_m_args*>(args);
  int64_t a_n = a->a_n;
  int64_t a_m = a->a_m;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::eye_m::call(a_n, a_m, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// eye.m_out(int n, int m, *, Tensor(a!) out) -> Tensor(a!)
struct gt_eye_m_out_args {
  int64_t a_n;
  int64_t a_m;
  gt_tensor a_out;
};
static_assert(sizeof(gt_eye_m_out_args) == 24, "args layout differs from the Go side's");
char* gt_eye_m_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eye_m_out_args*>(args);
  int64_t a_n = a->a_n;
  int64_t a_m = a->a_m;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::eye_m_out::call(a_n, a_m, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// eye.out(int n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_eye_out_args {
  int64_t a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_eye_out_args) == 16, "args layout differs from the Go side's");
char* gt_eye_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_eye_out_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::eye_out::call(a_n, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> Tensor
struct gt_fake_quantize_per_channel_affine_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fake_quantize_per_channel_affine_args) == 72, "args layout differs from the Go side's");
char* gt_fake_quantize_per_channel_affine(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_channel_affine_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
struct gt_fake_quantize_per_channel_affine_cachemask_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_fake_quantize_per_channel_affine_cachemask_args) == 96, "args layout differs from the Go side's");
char* gt_fake_quantize_per_channel_affine_cachemask(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_channel_affine_cachemask_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_channel_affine_cachemask::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// fake_quantize_per_channel_affine_cachemask.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_fake_quantize_per_channel_affine_cachemask_out_args {
  gt_tensor a_self;
  gt_tensor a_scale;
  gt_tensor a_zero_point;
  int64_t a_axis;
  int64_t a_quant_min;
  int64_t a_quant_max;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_fake_quantize_per_channel_affine_cachemask_out_args) == 64, "args layout differs from the Go side's");
char* gt_fake_quantize_per_channel_affine_cachemask_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_channel_affine_cachemask_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_scale(a->a_scale);
  gotorch::borrowed a_zero_point(a->a_zero_point);
  int64_t a_axis = a->a_axis;
  int64_t a_quant_min = a->a_quant_min;
  int64_t a_quant_max = a->a_quant_max;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::fake_quantize_per_channel_affine_cachemask_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_scale, "scale"), gotorch::ref(a_zero_point, "zero_point"), a_axis, a_quant_min, a_quant_max, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// fake_quantize_per_tensor_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor
struct gt_fake_quantize_per_tensor_affine_cachemask_backward_args {
  gt_tensor a_grad;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fake_quantize_per_tensor_affine_cachemask_backward_args) == 40, "args layout differs from the Go side's");
char* gt_fake_quantize_per_tensor_affine_cachemask_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fake_quantize_per_tensor_affine_cachemask_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_mask(a->a_mask);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fake_quantize_per_tensor_affine_cachemask_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_pack_quantized_matrix(Tensor input) -> Tensor
struct gt_fbgemm_pack_quantized_matrix_args {
  gt_tensor a_input;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_pack_quantized_matrix_args) == 32, "args layout differs from the Go side's");
char* gt_fbgemm_pack_quantized_matrix(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_pack_quantized_matrix_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_pack_quantized_matrix::call(gotorch::ref(a_input, "input"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fbgemm_pack_quantized_matrix.KN(Tensor input, int K, int N) -> Tensor
struct gt_fbgemm_pack_quantized_matrix_KN_args {
  gt_tensor a_input;
  int64_t a_K;
  int64_t a_N;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fbgemm_pack_quantized_matrix_KN_args) == 48, "args layout differs from the Go side's");
char* gt_fbgemm_pack_quantized_matrix_KN(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fbgemm_pack_quantized_matrix_KN_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  int64_t a_K = a->a_K;
  int64_t a_N = a->a_N;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fbgemm_pack_quantized_matrix_KN::call(gotorch::ref(a_input, "input"), a_K, a_N);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_fft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
struct gt_fft_fft_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_fft_args) == 48, "args layout differs from the Go side's");
char* gt_fft_fft(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fft_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_fft::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_fft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_fft_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_fft_out_args) == 32, "args layout differs from the Go side's");
char* gt_fft_fft_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fft_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_n = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  auto a_norm = static_cast<const char*>(ptrs[1]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_fft_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_n), a_dim, gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_fftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_fft_fftfreq_args {
  int64_t a_n;
  double a_d;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_fftfreq_args) == 64, "args layout differs from the Go side's");
char* gt_fft_fftfreq(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fftfreq_args*>(args);
  int64_t a_n = a->a_n;
  double a_d = a->a_d;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_fftfreq::call(a_n, a_d, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_fftfreq.out(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_fftfreq_out_args {
  int64_t a_n;
  double a_d;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_fftfreq_out_args) == 24, "args layout differs from the Go side's");
char* gt_fft_fftfreq_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_fftfreq_out_args*>(args);
  int64_t a_n = a->a_n;
  double a_d = a->a_d;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_fftfreq_out::call(a_n, a_d, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fft_ihfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
struct gt_fft_ihfftn_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fft_ihfftn_args) == 56, "args layout differs from the Go side's");
char* gt_fft_ihfftn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfftn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fft_ihfftn::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fft_ihfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fft_ihfftn_out_args {
  gt_tensor a_self;
  int64_t a_s_len;
  int64_t a_dim_len;
  int64_t a_norm_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fft_ihfftn_out_args) == 40, "args layout differs from the Go side's");
char* gt_fft_ihfftn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fft_ihfftn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_s = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_s_len = a->a_s_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  auto a_norm = static_cast<const char*>(ptrs[2]);
  int64_t a_norm_len = a->a_norm_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fft_ihfftn_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len, "norm"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// flip(Tensor self, int[] dims) -> Tensor
struct gt_flip_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flip_args) == 40, "args layout differs from the Go side's");
char* gt_flip(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flip_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flip::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// flip.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!)
struct gt_flip_out_args {
  gt_tensor a_self;
  int64_t a_dims_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_flip_out_args) == 24, "args layout differs from the Go side's");
char* gt_flip_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flip_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::flip_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fliplr(Tensor self) -> Tensor
struct gt_fliplr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fliplr_args) == 32, "args layout differs from the Go side's");
char* gt_fliplr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fliplr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fliplr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// flipud(Tensor self) -> Tensor
struct gt_flipud_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_flipud_args) == 32, "args layout differs from the Go side's");
char* gt_flipud(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_flipud_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::flipud::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// float_power.Scalar(Scalar self, Tensor exponent) -> Tensor
struct gt_float_power_Scalar_args {
  gt_scalar a_self;
  gt_tensor a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_float_power_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_float_power_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Scalar_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_exponent(a->a_exponent);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::float_power_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_exponent, "exponent"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// float_power.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_float_power_Scalar_out_args {
  gt_scalar a_self;
  gt_tensor a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_float_power_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_float_power_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Scalar_out_args*>(args);
  gt_scalar a_self = a->a_self;
  gotorch::borrowed a_exponent(a->a_exponent);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::float_power_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_exponent, "exponent"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
struct gt_float_power_Tensor_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_float_power_Tensor_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_float_power_Tensor_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Tensor_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::float_power_Tensor_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// float_power.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_float_power_Tensor_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_float_power_Tensor_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_float_power_Tensor_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Tensor_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::float_power_Tensor_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
struct gt_float_power_Tensor_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_float_power_Tensor_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_float_power_Tensor_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Tensor_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::float_power_Tensor_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// float_power.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
struct gt_float_power_Tensor_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
  gt_tensor a_out;
};
static_assert(sizeof(gt_float_power_Tensor_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_float_power_Tensor_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power_Tensor_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::float_power_Tensor_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
struct gt_float_power__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_exponent;
};
static_assert(sizeof(gt_float_power__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_float_power__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_exponent = a->a_exponent;
  GT_TRY
  at::_ops::float_power__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_exponent));
  GT_CATCH
}

// float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)
struct gt_float_power__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_exponent;
};
static_assert(sizeof(gt_float_power__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_float_power__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_float_power__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_exponent(a->a_exponent);
  GT_TRY
  at::_ops::float_power__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_exponent, "exponent"));
  GT_CATCH
}

// floor(Tensor self) -> Tensor
struct gt_floor_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_floor_args) == 32, "args layout differs from the Go side's");
char* gt_floor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::floor::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_floor_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_floor_out_args) == 16, "args layout differs from the Go side's");
char* gt_floor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::floor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// floor_(Tensor(a!) self) -> Tensor(a!)
struct gt_floor__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_floor__args) == 8, "args layout differs from the Go side's");
char* gt_floor_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_floor__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::floor_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// fmin(Tensor self, Tensor other) -> Tensor
struct gt_fmin_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_fmin_args) == 40, "args layout differs from the Go side's");
char* gt_fmin(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmin_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::fmin::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// fmin.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_fmin_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_fmin_out_args) == 24, "args layout differs from the Go side's");
char* gt_fmin_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fmin_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::fmin_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)
struct gt_fractional_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_random_samples;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_fractional_max_pool2d_args) == 80, "args layout differs from the Go side's");
char* gt_fractional_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_random_samples(a->a_random_samples);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::fractional_max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples, "random_samples"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// fractional_max_pool2d.output(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_fractional_max_pool2d_output_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_random_samples;
  gt_tensor a_output;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_fractional_max_pool2d_output_args) == 48, "args layout differs from the Go side's");
char* gt_fractional_max_pool2d_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool2d_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_random_samples(a->a_random_samples);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::fractional_max_pool2d_output::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples, "random_samples"), gotorch::ref(a_output, "output"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)
struct gt_fractional_max_pool3d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_random_samples;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_fractional_max_pool3d_args) == 80, "args layout differs from the Go side's");
char* gt_fractional_max_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_random_samples(a->a_random_samples);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::fractional_max_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples, "random_samples"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// fractional_max_pool3d.output(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_fractional_max_pool3d_output_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_output_size_len;
  gt_tensor a_random_samples;
  gt_tensor a_output;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_fractional_max_pool3d_output_args) == 48, "args layout differs from the Go side's");
char* gt_fractional_max_pool3d_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_fractional_max_pool3d_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  auto a_output_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_random_samples(a->a_random_samples);
  gotorch::borrowed a_output(a->a_output);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::fractional_max_pool3d_output::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_random_samples, "random_samples"), gotorch::ref(a_output, "output"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_full_args {
  int64_t a_size_len;
  gt_scalar a_fill_value;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_full_args) == 88, "args layout differs from the Go side's");
char* gt_full(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::full::call(gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// full.names(int[] size, Scalar fill_value, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_full_names_args {
  int64_t a_size_len;
  gt_scalar a_fill_value;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_full_names_args) == 96, "args layout differs from the Go side's");
char* gt_full_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_names_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::full_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// full.names_out(int[] size, Scalar fill_value, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_full_names_out_args {
  int64_t a_size_len;
  gt_scalar a_fill_value;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_full_names_out_args) == 56, "args layout differs from the Go side's");
char* gt_full_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::full_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// full.out(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_full_out_args {
  int64_t a_size_len;
  gt_scalar a_fill_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_full_out_args) == 48, "args layout differs from the Go side's");
char* gt_full_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_full_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::full_out::call(gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor
struct gt_glu_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_glu_backward_args) == 48, "args layout differs from the Go side's");
char* gt_glu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::glu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// glu_backward.grad_input(Tensor grad_output, Tensor self, int dim, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_glu_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_glu_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_glu_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_glu_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::glu_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// greater.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_greater_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_greater_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_greater_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::greater_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// greater.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_greater_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_greater_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_greater_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::greater_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// greater.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_greater_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_greater_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_greater_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::greater_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// greater.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_greater_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_greater_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_greater_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::greater_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// greater_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_greater__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_greater__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_greater__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::greater__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// greater_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_greater__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_greater__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_greater__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_greater__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::greater__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
struct gt_grid_sampler_2d_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_grid_sampler_2d_args) == 64, "args layout differs from the Go side's");
char* gt_grid_sampler_2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_2d_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::grid_sampler_2d::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// grid_sampler_2d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
struct gt_grid_sampler_2d_out_args {
  gt_tensor a_input;
  gt_tensor a_grid;
  int64_t a_interpolation_mode;
  int64_t a_padding_mode;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_grid_sampler_2d_out_args) == 48, "args layout differs from the Go side's");
char* gt_grid_sampler_2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_grid_sampler_2d_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grid(a->a_grid);
  int64_t a_interpolation_mode = a->a_interpolation_mode;
  int64_t a_padding_mode = a->a_padding_mode;
  bool a_align_corners = a->a_align_corners;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::grid_sampler_2d_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grid, "grid"), a_interpolation_mode, a_padding_mode, a_align_corners, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
struct gt_gru_cell_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  gt_tensor a_w_ih;
  gt_tensor a_w_hh;
  gt_tensor a_b_ih;
  gt_tensor a_b_hh;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_gru_cell_args) == 72, "args layout differs from the Go side's");
char* gt_gru_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_gru_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_w_ih(a->a_w_ih);
  gotorch::borrowed a_w_hh(a->a_w_hh);
  gotorch::borrowed a_b_ih(a->a_b_ih);
  gotorch::borrowed a_b_hh(a->a_b_hh);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::gru_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::opt(a_b_ih, "b_ih"), gotorch::opt(a_b_hh, "b_hh"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor
struct gt_hardshrink_args {
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardshrink_args) == 64, "args layout differs from the Go side's");
char* gt_hardshrink(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardshrink_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardshrink::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hardshrink_out_args {
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hardshrink_out_args) == 48, "args layout differs from the Go side's");
char* gt_hardshrink_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardshrink_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hardshrink_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt_hardsigmoid_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardsigmoid_backward_args) == 40, "args layout differs from the Go side's");
char* gt_hardsigmoid_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardsigmoid_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardsigmoid_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardsigmoid_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_hardsigmoid_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_hardsigmoid_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_hardsigmoid_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardsigmoid_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::hardsigmoid_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// hardswish(Tensor self) -> Tensor
struct gt_hardswish_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardswish_args) == 32, "args layout differs from the Go side's");
char* gt_hardswish(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardswish_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardswish::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardswish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hardswish_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hardswish_out_args) == 16, "args layout differs from the Go side's");
char* gt_hardswish_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardswish_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hardswish_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardswish_(Tensor(a!) self) -> Tensor(a!)
struct gt_hardswish__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_hardswish__args) == 8, "args layout differs from the Go side's");
char* gt_hardswish_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardswish__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::hardswish_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
struct gt_hardtanh_args {
  gt_tensor a_self;
  gt_scalar a_min_val;
  gt_scalar a_max_val;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hardtanh_args) == 96, "args layout differs from the Go side's");
char* gt_hardtanh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardtanh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min_val = a->a_min_val;
  gt_scalar a_max_val = a->a_max_val;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hardtanh::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hardtanh.out(Tensor self, Scalar min_val=-1, Scalar max_val=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hardtanh_out_args {
  gt_tensor a_self;
  gt_scalar a_min_val;
  gt_scalar a_max_val;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hardtanh_out_args) == 80, "args layout differs from the Go side's");
char* gt_hardtanh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardtanh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min_val = a->a_min_val;
  gt_scalar a_max_val = a->a_max_val;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hardtanh_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)
struct gt_hardtanh__args {
  gt_tensor a_self;
  gt_scalar a_min_val;
  gt_scalar a_max_val;
};
static_assert(sizeof(gt_hardtanh__args) == 72, "args layout differs from the Go side's");
char* gt_hardtanh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hardtanh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_min_val = a->a_min_val;
  gt_scalar a_max_val = a->a_max_val;
  GT_TRY
  at::_ops::hardtanh_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_min_val), gotorch::scalar(a_max_val));
  GT_CATCH
}

// heaviside(Tensor self, Tensor values) -> Tensor
struct gt_heaviside_args {
  gt_tensor a_self;
  gt_tensor a_values;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_heaviside_args) == 40, "args layout differs from the Go side's");
char* gt_heaviside(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_heaviside_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_values(a->a_values);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::heaviside::call(gotorch::ref(a_self, "self"), gotorch::ref(a_values, "values"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// heaviside.out(Tensor self, Tensor values, *, Tensor(a!) out) -> Tensor(a!)
struct gt_heaviside_out_args {
  gt_tensor a_self;
  gt_tensor a_values;
  gt_tensor a_out;
};
static_assert(sizeof(gt_heaviside_out_args) == 24, "args layout differs from the Go side's");
char* gt_heaviside_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_heaviside_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::heaviside_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_values, "values"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)
struct gt_heaviside__args {
  gt_tensor a_self;
  gt_tensor a_values;
};
static_assert(sizeof(gt_heaviside__args) == 16, "args layout differs from the Go side's");
char* gt_heaviside_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_heaviside__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_values(a->a_values);
  GT_TRY
  at::_ops::heaviside_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_values, "values"));
  GT_CATCH
}

// histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
struct gt_histogramdd_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
  gt_tensor_out* out1;
  int64_t out1_len;
};
static_assert(sizeof(gt_histogramdd_args) == 80, "args layout differs from the Go side's");
char* gt_histogramdd(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogramdd_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out** out1 = &a->out1;
  int64_t* out1_len = &a->out1_len;
  auto out1_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::histogramdd::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_bins, a_bins_len), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len, out1_buf);
  GT_CATCH
}

// histogramdd.TensorList_bins(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
struct gt_histogramdd_TensorList_bins_args {
  gt_tensor a_self;
  int64_t a_bins_len;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
  gt_tensor_out* out1;
  int64_t out1_len;
};
static_assert(sizeof(gt_histogramdd_TensorList_bins_args) == 80, "args layout differs from the Go side's");
char* gt_histogramdd_TensorList_bins(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogramdd_TensorList_bins_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_bins = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_bins_len = a->a_bins_len;
  auto a_range = static_cast<const double*>(ptrs[1]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out** out1 = &a->out1;
  int64_t* out1_len = &a->out1_len;
  auto out1_buf = static_cast<gt_tensor_out*>(ptrs[2]);
  GT_TRY
  auto r = at::_ops::histogramdd_TensorList_bins::call(gotorch::ref(a_self, "self"), at::TensorList(gotorch::tensors(a_bins, a_bins_len, "bins")), gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len, out1_buf);
  GT_CATCH
}

// histogramdd.int_bins(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
struct gt_histogramdd_int_bins_args {
  gt_tensor a_self;
  int64_t a_bins;
  int64_t a_range_len;
  gt_tensor a_weight;
  bool a_density;
  gt_tensor_out out0;
  gt_tensor_out* out1;
  int64_t out1_len;
};
static_assert(sizeof(gt_histogramdd_int_bins_args) == 80, "args layout differs from the Go side's");
char* gt_histogramdd_int_bins(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_histogramdd_int_bins_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_bins = a->a_bins;
  auto a_range = static_cast<const double*>(ptrs[0]);
  int64_t a_range_len = a->a_range_len;
  gotorch::borrowed a_weight(a->a_weight);
  bool a_density = a->a_density;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out** out1 = &a->out1;
  int64_t* out1_len = &a->out1_len;
  auto out1_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::histogramdd_int_bins::call(gotorch::ref(a_self, "self"), a_bins, gotorch::opt_list(a_range, a_range_len), gotorch::opt(a_weight, "weight"), a_density);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  gotorch::tensor_list(std::get<1>(std::move(r)), out1, out1_len, out1_buf);
  GT_CATCH
}

// hstack(Tensor[] tensors) -> Tensor
struct gt_hstack_args {
  int64_t a_tensors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hstack_args) == 32, "args layout differs from the Go side's");
char* gt_hstack(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hstack_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hstack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hstack_out_args {
  int64_t a_tensors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hstack_out_args) == 16, "args layout differs from the Go side's");
char* gt_hstack_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hstack_out_args*>(args);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hstack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor
struct gt_huber_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_delta;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_huber_loss_backward_args) == 64, "args layout differs from the Go side's");
char* gt_huber_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_huber_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_delta = a->a_delta;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::huber_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_delta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// huber_loss_backward.out(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_huber_loss_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  double a_delta;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_huber_loss_backward_out_args) == 48, "args layout differs from the Go side's");
char* gt_huber_loss_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_huber_loss_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  double a_delta = a->a_delta;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::huber_loss_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_delta, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// hypot(Tensor self, Tensor other) -> Tensor
struct gt_hypot_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_hypot_args) == 40, "args layout differs from the Go side's");
char* gt_hypot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hypot_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::hypot::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// hypot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_hypot_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_hypot_out_args) == 24, "args layout differs from the Go side's");
char* gt_hypot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hypot_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::hypot_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_hypot__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_hypot__args) == 16, "args layout differs from the Go side's");
char* gt_hypot_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_hypot__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::hypot_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// i0(Tensor self) -> Tensor
struct gt_i0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_i0_args) == 32, "args layout differs from the Go side's");
char* gt_i0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_i0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::i0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_i0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_i0_out_args) == 16, "args layout differs from the Go side's");
char* gt_i0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_i0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::i0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// i0_(Tensor(a!) self) -> Tensor(a!)
struct gt_i0__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_i0__args) == 8, "args layout differs from the Go side's");
char* gt_i0_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_i0__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::i0_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// igammac(Tensor self, Tensor other) -> Tensor
struct gt_igammac_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_igammac_args) == 40, "args layout differs from the Go side's");
char* gt_igammac(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igammac_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::igammac::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// igammac.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_igammac_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_igammac_out_args) == 24, "args layout differs from the Go side's");
char* gt_igammac_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igammac_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::igammac_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_igammac__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_igammac__args) == 16, "args layout differs from the Go side's");
char* gt_igammac_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_igammac__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::igammac_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// imag(Tensor(a) self) -> Tensor(a)
struct gt_imag_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_imag_args) == 32, "args layout differs from the Go side's");
char* gt_imag(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_imag_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::imag::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
struct gt_index_fill_Dimname_Scalar_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_fill_Dimname_Scalar_args) == 80, "args layout differs from the Go side's");
char* gt_index_fill_Dimname_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_Dimname_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_fill_Dimname_Scalar::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor
struct gt_index_fill_Dimname_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_fill_Dimname_Tensor_args) == 56, "args layout differs from the Go side's");
char* gt_index_fill_Dimname_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_Dimname_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_value(a->a_value);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_fill_Dimname_Tensor::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_value, "value"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
struct gt_index_fill_int_Scalar_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_fill_int_Scalar_args) == 80, "args layout differs from the Go side's");
char* gt_index_fill_int_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_int_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_fill_int_Scalar::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_fill.int_Scalar_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_fill_int_Scalar_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_fill_int_Scalar_out_args) == 64, "args layout differs from the Go side's");
char* gt_index_fill_int_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_int_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_fill_int_Scalar_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
struct gt_index_fill_int_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_fill_int_Tensor_args) == 56, "args layout differs from the Go side's");
char* gt_index_fill_int_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_int_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_value(a->a_value);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_fill_int_Tensor::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_value, "value"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_fill.int_Tensor_out(Tensor self, int dim, Tensor index, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_fill_int_Tensor_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_fill_int_Tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt_index_fill_int_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill_int_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_value(a->a_value);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_fill_int_Tensor_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_value, "value"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_fill_.Dimname_Scalar(Tensor(a!) self, Dimname dim, Tensor index, Scalar value) -> Tensor(a!)
struct gt_index_fill__Dimname_Scalar_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_scalar a_value;
};
static_assert(sizeof(gt_index_fill__Dimname_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt_index_fill__Dimname_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill__Dimname_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::index_fill__Dimname_Scalar::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  GT_CATCH
}

// index_fill_.Dimname_Tensor(Tensor(a!) self, Dimname dim, Tensor index, Tensor value) -> Tensor(a!)
struct gt_index_fill__Dimname_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_value;
};
static_assert(sizeof(gt_index_fill__Dimname_Tensor_args) == 32, "args layout differs from the Go side's");
char* gt_index_fill__Dimname_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill__Dimname_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_value(a->a_value);
  GT_TRY
  at::_ops::index_fill__Dimname_Tensor::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_value, "value"));
  GT_CATCH
}

// index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
struct gt_index_fill__int_Scalar_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_scalar a_value;
};
static_assert(sizeof(gt_index_fill__int_Scalar_args) == 56, "args layout differs from the Go side's");
char* gt_index_fill__int_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill__int_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::index_fill__int_Scalar::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::scalar(a_value));
  GT_CATCH
}

// index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)
struct gt_index_fill__int_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_value;
};
static_assert(sizeof(gt_index_fill__int_Tensor_args) == 32, "args layout differs from the Go side's");
char* gt_index_fill__int_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_fill__int_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_value(a->a_value);
  GT_TRY
  at::_ops::index_fill__int_Tensor::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_value, "value"));
  GT_CATCH
}

// index_select(Tensor self, int dim, Tensor index) -> Tensor
struct gt_index_select_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_select_args) == 48, "args layout differs from the Go side's");
char* gt_index_select(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_select_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_select::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_select.dimname(Tensor self, Dimname dim, Tensor index) -> Tensor
struct gt_index_select_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_select_dimname_args) == 48, "args layout differs from the Go side's");
char* gt_index_select_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_select_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_select_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// index_select.dimname_out(Tensor self, Dimname dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_select_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  gt_tensor a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_select_dimname_out_args) == 32, "args layout differs from the Go side's");
char* gt_index_select_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_select_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_select_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::ref(a_index, "index"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_index_select_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_index_select_out_args) == 32, "args layout differs from the Go side's");
char* gt_index_select_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_select_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::index_select_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::ref(a_index, "index"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// index_select_backward(Tensor grad, int[] self_sizes, int dim, Tensor index) -> Tensor
struct gt_index_select_backward_args {
  gt_tensor a_grad;
  int64_t a_self_sizes_len;
  int64_t a_dim;
  gt_tensor a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_index_select_backward_args) == 56, "args layout differs from the Go side's");
char* gt_index_select_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_index_select_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  auto a_self_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_self_sizes_len = a->a_self_sizes_len;
  int64_t a_dim = a->a_dim;
  gotorch::borrowed a_index(a->a_index);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::index_select_backward::call(gotorch::ref(a_grad, "grad"), at::IntArrayRef(a_self_sizes, a_self_sizes_len), a_dim, gotorch::ref(a_index, "index"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// indices(Tensor(a) self) -> Tensor(a)
struct gt_indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_indices_args) == 32, "args layout differs from the Go side's");
char* gt_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// indices_copy(Tensor self) -> Tensor
struct gt_indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt_indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// inverse(Tensor self) -> Tensor
struct gt_inverse_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_inverse_args) == 32, "args layout differs from the Go side's");
char* gt_inverse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_inverse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::inverse::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// inverse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_inverse_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_inverse_out_args) == 16, "args layout differs from the Go side's");
char* gt_inverse_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_inverse_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::inverse_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// is_coalesced(Tensor self) -> bool
struct gt_is_coalesced_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_coalesced_args) == 16, "args layout differs from the Go side's");
char* gt_is_coalesced(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_coalesced_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_coalesced::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_distributed(Tensor self) -> bool
struct gt_is_distributed_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_distributed_args) == 16, "args layout differs from the Go side's");
char* gt_is_distributed(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_distributed_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_distributed::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_floating_point(Tensor self) -> bool
struct gt_is_floating_point_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_floating_point_args) == 16, "args layout differs from the Go side's");
char* gt_is_floating_point(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_floating_point_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_floating_point::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_inference(Tensor self) -> bool
struct gt_is_inference_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_inference_args) == 16, "args layout differs from the Go side's");
char* gt_is_inference(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_inference_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_inference::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_neg(Tensor self) -> bool
struct gt_is_neg_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_neg_args) == 16, "args layout differs from the Go side's");
char* gt_is_neg(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_neg_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_neg::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_nonzero(Tensor self) -> bool
struct gt_is_nonzero_args {
  gt_tensor a_self;
  bool out0;
};
static_assert(sizeof(gt_is_nonzero_args) == 16, "args layout differs from the Go side's");
char* gt_is_nonzero(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_nonzero_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_nonzero::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_pinned(Tensor self, Device? device=None) -> bool
struct gt_is_pinned_args {
  gt_tensor a_self;
  gt_device a_device;
  bool out0;
};
static_assert(sizeof(gt_is_pinned_args) == 32, "args layout differs from the Go side's");
char* gt_is_pinned(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_pinned_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_pinned::call(gotorch::ref(a_self, "self"), gotorch::opt_device(a_device, "device"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_same_size(Tensor self, Tensor other) -> bool
struct gt_is_same_size_args {
  gt_tensor a_self;
  gt_tensor a_other;
  bool out0;
};
static_assert(sizeof(gt_is_same_size_args) == 24, "args layout differs from the Go side's");
char* gt_is_same_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_same_size_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_same_size::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = std::move(r);
  GT_CATCH
}

// is_set_to(Tensor self, Tensor tensor) -> bool
struct gt_is_set_to_args {
  gt_tensor a_self;
  gt_tensor a_tensor;
  bool out0;
};
static_assert(sizeof(gt_is_set_to_args) == 24, "args layout differs from the Go side's");
char* gt_is_set_to(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_is_set_to_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_tensor(a->a_tensor);
  bool* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::is_set_to::call(gotorch::ref(a_self, "self"), gotorch::ref(a_tensor, "tensor"));
  *out0 = std::move(r);
  GT_CATCH
}

// isnan(Tensor self) -> Tensor
struct gt_isnan_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isnan_args) == 32, "args layout differs from the Go side's");
char* gt_isnan(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isnan_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isnan::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_isnan_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isnan_out_args) == 16, "args layout differs from the Go side's");
char* gt_isnan_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isnan_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isnan_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// isposinf(Tensor self) -> Tensor
struct gt_isposinf_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_isposinf_args) == 32, "args layout differs from the Go side's");
char* gt_isposinf(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isposinf_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::isposinf::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// isposinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_isposinf_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_isposinf_out_args) == 16, "args layout differs from the Go side's");
char* gt_isposinf_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_isposinf_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::isposinf_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// kl_div(Tensor self, Tensor target, int reduction=Mean, *, bool log_target=False) -> Tensor
struct gt_kl_div_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  bool a_log_target;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_kl_div_args) == 56, "args layout differs from the Go side's");
char* gt_kl_div(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kl_div_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  bool a_log_target = a->a_log_target;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::kl_div::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, a_log_target);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_kthvalue_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_kthvalue_args) == 80, "args layout differs from the Go side's");
char* gt_kthvalue(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kthvalue_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::kthvalue::call(gotorch::ref(a_self, "self"), a_k, a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// kthvalue.dimname(Tensor self, int k, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_kthvalue_dimname_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_kthvalue_dimname_args) == 80, "args layout differs from the Go side's");
char* gt_kthvalue_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kthvalue_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::kthvalue_dimname::call(gotorch::ref(a_self, "self"), a_k, gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// kthvalue.dimname_out(Tensor self, int k, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_kthvalue_dimname_out_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_kthvalue_dimname_out_args) == 48, "args layout differs from the Go side's");
char* gt_kthvalue_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kthvalue_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::kthvalue_dimname_out::call(gotorch::ref(a_self, "self"), a_k, gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// kthvalue.values(Tensor self, int k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_kthvalue_values_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_kthvalue_values_args) == 48, "args layout differs from the Go side's");
char* gt_kthvalue_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_kthvalue_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::kthvalue_values::call(gotorch::ref(a_self, "self"), a_k, a_dim, a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// ldexp.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_ldexp_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_ldexp_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_ldexp_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ldexp_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::ldexp_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// ldexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_ldexp_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_ldexp_out_args) == 24, "args layout differs from the Go side's");
char* gt_ldexp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ldexp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::ldexp_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_ldexp__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_ldexp__args) == 16, "args layout differs from the Go side's");
char* gt_ldexp_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_ldexp__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::ldexp_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// le.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_le_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_le_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_le_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::le_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// le.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_le_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_le_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_le_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::le_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// le.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_le_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_le_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_le_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::le_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// le.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_le_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_le_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_le_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::le_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_le__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_le__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_le__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::le__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_le__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_le__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_le__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_le__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::le__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
struct gt_leaky_relu_args {
  gt_tensor a_self;
  gt_scalar a_negative_slope;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_leaky_relu_args) == 64, "args layout differs from the Go side's");
char* gt_leaky_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_leaky_relu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_negative_slope = a->a_negative_slope;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::leaky_relu::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_negative_slope));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)
struct gt_leaky_relu_out_args {
  gt_tensor a_self;
  gt_scalar a_negative_slope;
  gt_tensor a_out;
};
static_assert(sizeof(gt_leaky_relu_out_args) == 48, "args layout differs from the Go side's");
char* gt_leaky_relu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_leaky_relu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_negative_slope = a->a_negative_slope;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::leaky_relu_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_negative_slope), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)
struct gt_leaky_relu__args {
  gt_tensor a_self;
  gt_scalar a_negative_slope;
};
static_assert(sizeof(gt_leaky_relu__args) == 40, "args layout differs from the Go side's");
char* gt_leaky_relu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_leaky_relu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_negative_slope = a->a_negative_slope;
  GT_TRY
  at::_ops::leaky_relu_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_negative_slope));
  GT_CATCH
}

// leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor
struct gt_leaky_relu_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_negative_slope;
  bool a_self_is_result;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_leaky_relu_backward_args) == 80, "args layout differs from the Go side's");
char* gt_leaky_relu_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_leaky_relu_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_negative_slope = a->a_negative_slope;
  bool a_self_is_result = a->a_self_is_result;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::leaky_relu_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_negative_slope), a_self_is_result);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// leaky_relu_backward.grad_input(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_leaky_relu_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_negative_slope;
  bool a_self_is_result;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_leaky_relu_backward_grad_input_args) == 64, "args layout differs from the Go side's");
char* gt_leaky_relu_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_leaky_relu_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_negative_slope = a->a_negative_slope;
  bool a_self_is_result = a->a_self_is_result;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::leaky_relu_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_negative_slope), a_self_is_result, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// less.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_less_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_less_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_less_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::less_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// less.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_less_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_less_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_less_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::less_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// less.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_less_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_less_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_less_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::less_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// less.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_less_Tensor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_less_Tensor_out_args) == 24, "args layout differs from the Go side's");
char* gt_less_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::less_Tensor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// less_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_less__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_less__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_less__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::less__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// less_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_less__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_less__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_less__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_less__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::less__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// lift_fresh_copy(Tensor self) -> Tensor
struct gt_lift_fresh_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_lift_fresh_copy_args) == 32, "args layout differs from the Go side's");
char* gt_lift_fresh_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lift_fresh_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::lift_fresh_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// lift_fresh_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_lift_fresh_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_lift_fresh_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_lift_fresh_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lift_fresh_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::lift_fresh_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_cond(Tensor self, Scalar? p=None) -> Tensor
struct gt_linalg_cond_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_cond_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_cond(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cond_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_cond::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_cond.out(Tensor self, Scalar? p=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_cond_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_cond_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_cond_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cond_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_cond_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_cond.p_str(Tensor self, str p) -> Tensor
struct gt_linalg_cond_p_str_args {
  gt_tensor a_self;
  int64_t a_p_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_cond_p_str_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_cond_p_str(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cond_p_str_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const char*>(ptrs[0]);
  int64_t a_p_len = a->a_p_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_cond_p_str::call(gotorch::ref(a_self, "self"), gotorch::str(a_p, a_p_len, "p"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_cond.p_str_out(Tensor self, str p, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_cond_p_str_out_args {
  gt_tensor a_self;
  int64_t a_p_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_cond_p_str_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_cond_p_str_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_cond_p_str_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const char*>(ptrs[0]);
  int64_t a_p_len = a->a_p_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_cond_p_str_out::call(gotorch::ref(a_self, "self"), gotorch::str(a_p, a_p_len, "p"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)
struct gt_linalg_eig_args {
  gt_tensor a_self;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_eig_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_eig(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eig_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_eig::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_eig.out(Tensor self, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
struct gt_linalg_eig_out_args {
  gt_tensor a_self;
  gt_tensor a_eigenvalues;
  gt_tensor a_eigenvectors;
};
static_assert(sizeof(gt_linalg_eig_out_args) == 24, "args layout differs from the Go side's");
char* gt_linalg_eig_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_eig_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_eigenvalues(a->a_eigenvalues);
  gotorch::borrowed a_eigenvectors(a->a_eigenvectors);
  GT_TRY
  at::_ops::linalg_eig_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_eigenvalues, "eigenvalues"), gotorch::ref(a_eigenvectors, "eigenvectors"));
  GT_CATCH
}

// linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)
struct gt_linalg_ldl_factor_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_ldl_factor_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_ldl_factor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_factor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_hermitian = a->a_hermitian;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_ldl_factor::call(gotorch::ref(a_self, "self"), a_hermitian);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_ldl_factor.out(Tensor self, *, bool hermitian=False, Tensor(a!) LD, Tensor(b!) pivots) -> (Tensor(a!) LD, Tensor(b!) pivots)
struct gt_linalg_ldl_factor_out_args {
  gt_tensor a_self;
  bool a_hermitian;
  gt_tensor a_LD;
  gt_tensor a_pivots;
};
static_assert(sizeof(gt_linalg_ldl_factor_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_ldl_factor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_ldl_factor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_hermitian = a->a_hermitian;
  gotorch::borrowed a_LD(a->a_LD);
  gotorch::borrowed a_pivots(a->a_pivots);
  GT_TRY
  at::_ops::linalg_ldl_factor_out::call(gotorch::ref(a_self, "self"), a_hermitian, gotorch::ref(a_LD, "LD"), gotorch::ref(a_pivots, "pivots"));
  GT_CATCH
}

// linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
struct gt_linalg_lu_factor_ex_args {
  gt_tensor a_A;
  bool a_pivot;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_linalg_lu_factor_ex_args) == 88, "args layout differs from the Go side's");
char* gt_linalg_lu_factor_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_factor_ex_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::linalg_lu_factor_ex::call(gotorch::ref(a_A, "A"), a_pivot, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// linalg_lu_factor_ex.out(Tensor A, *, bool pivot=True, bool check_errors=False, Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info)
struct gt_linalg_lu_factor_ex_out_args {
  gt_tensor a_A;
  bool a_pivot;
  bool a_check_errors;
  gt_tensor a_LU;
  gt_tensor a_pivots;
  gt_tensor a_info;
};
static_assert(sizeof(gt_linalg_lu_factor_ex_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_lu_factor_ex_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_lu_factor_ex_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  bool a_pivot = a->a_pivot;
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_LU(a->a_LU);
  gotorch::borrowed a_pivots(a->a_pivots);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::linalg_lu_factor_ex_out::call(gotorch::ref(a_A, "A"), a_pivot, a_check_errors, gotorch::ref(a_LU, "LU"), gotorch::ref(a_pivots, "pivots"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// linalg_matrix_exp(Tensor self) -> Tensor
struct gt_linalg_matrix_exp_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_exp_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_matrix_exp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_exp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_exp::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_exp_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_exp_out_args) == 16, "args layout differs from the Go side's");
char* gt_linalg_matrix_exp_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_exp_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_exp_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_linalg_matrix_norm_args {
  gt_tensor a_self;
  gt_scalar a_ord;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_norm_args) == 80, "args layout differs from the Go side's");
char* gt_linalg_matrix_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_ord = a->a_ord;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_norm::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_ord), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_norm.out(Tensor self, Scalar ord, int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_norm_out_args {
  gt_tensor a_self;
  gt_scalar a_ord;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_norm_out_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_matrix_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_ord = a->a_ord;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_norm_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_ord), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_matrix_norm.str_ord(Tensor self, str ord='fro', int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_linalg_matrix_norm_str_ord_args {
  gt_tensor a_self;
  int64_t a_ord_len;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_matrix_norm_str_ord_args) == 56, "args layout differs from the Go side's");
char* gt_linalg_matrix_norm_str_ord(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_norm_str_ord_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const char*>(ptrs[0]);
  int64_t a_ord_len = a->a_ord_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_matrix_norm_str_ord::call(gotorch::ref(a_self, "self"), gotorch::str(a_ord, a_ord_len, "ord"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linalg_matrix_norm.str_ord_out(Tensor self, str ord='fro', int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_linalg_matrix_norm_str_ord_out_args {
  gt_tensor a_self;
  int64_t a_ord_len;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linalg_matrix_norm_str_ord_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_matrix_norm_str_ord_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_matrix_norm_str_ord_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_ord = static_cast<const char*>(ptrs[0]);
  int64_t a_ord_len = a->a_ord_len;
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linalg_matrix_norm_str_ord_out::call(gotorch::ref(a_self, "self"), gotorch::str(a_ord, a_ord_len, "ord"), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)
struct gt_linalg_qr_args {
  gt_tensor a_A;
  int64_t a_mode_len;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_qr_args) == 64, "args layout differs from the Go side's");
char* gt_linalg_qr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_qr_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_mode_len = a->a_mode_len;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_qr::call(gotorch::ref(a_A, "A"), gotorch::str(a_mode, a_mode_len, "mode"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_qr.out(Tensor A, str mode='reduced', *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R)
struct gt_linalg_qr_out_args {
  gt_tensor a_A;
  int64_t a_mode_len;
  gt_tensor a_Q;
  gt_tensor a_R;
};
static_assert(sizeof(gt_linalg_qr_out_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_qr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_qr_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  auto a_mode = static_cast<const char*>(ptrs[0]);
  int64_t a_mode_len = a->a_mode_len;
  gotorch::borrowed a_Q(a->a_Q);
  gotorch::borrowed a_R(a->a_R);
  GT_TRY
  at::_ops::linalg_qr_out::call(gotorch::ref(a_A, "A"), gotorch::str(a_mode, a_mode_len, "mode"), gotorch::ref(a_Q, "Q"), gotorch::ref(a_R, "R"));
  GT_CATCH
}

// linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)
struct gt_linalg_solve_ex_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  bool a_check_errors;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_linalg_solve_ex_args) == 72, "args layout differs from the Go side's");
char* gt_linalg_solve_ex(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_ex_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_check_errors = a->a_check_errors;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::linalg_solve_ex::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// linalg_solve_ex.out(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor(a!) result, Tensor(b!) info) -> (Tensor(a!) result, Tensor(b!) info)
struct gt_linalg_solve_ex_out_args {
  gt_tensor a_A;
  gt_tensor a_B;
  bool a_left;
  bool a_check_errors;
  gt_tensor a_result;
  gt_tensor a_info;
};
static_assert(sizeof(gt_linalg_solve_ex_out_args) == 40, "args layout differs from the Go side's");
char* gt_linalg_solve_ex_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_solve_ex_out_args*>(args);
  gotorch::borrowed a_A(a->a_A);
  gotorch::borrowed a_B(a->a_B);
  bool a_left = a->a_left;
  bool a_check_errors = a->a_check_errors;
  gotorch::borrowed a_result(a->a_result);
  gotorch::borrowed a_info(a->a_info);
  GT_TRY
  at::_ops::linalg_solve_ex_out::call(gotorch::ref(a_A, "A"), gotorch::ref(a_B, "B"), a_left, a_check_errors, gotorch::ref(a_result, "result"), gotorch::ref(a_info, "info"));
  GT_CATCH
}

// linalg_vander(Tensor x, *, int? N=None) -> Tensor
struct gt_linalg_vander_args {
  gt_tensor a_x;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linalg_vander_args) == 32, "args layout differs from the Go side's");
char* gt_linalg_vander(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linalg_vander_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  auto a_N = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linalg_vander::call(gotorch::ref(a_x, "x"), gotorch::opt_value(a_N));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_linspace_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int64_t a_steps;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_linspace_args) == 120, "args layout differs from the Go side's");
char* gt_linspace(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linspace_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int64_t a_steps = a->a_steps;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::linspace::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// linspace.out(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)
struct gt_linspace_out_args {
  gt_scalar a_start;
  gt_scalar a_end;
  int64_t a_steps;
  gt_tensor a_out;
};
static_assert(sizeof(gt_linspace_out_args) == 80, "args layout differs from the Go side's");
char* gt_linspace_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_linspace_out_args*>(args);
  gt_scalar a_start = a->a_start;
  gt_scalar a_end = a->a_end;
  int64_t a_steps = a->a_steps;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::linspace_out::call(gotorch::scalar(a_start), gotorch::scalar(a_end), a_steps, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log(Tensor self) -> Tensor
struct gt_log_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_args) == 32, "args layout differs from the Go side's");
char* gt_log(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log_out_args) == 16, "args layout differs from the Go side's");
char* gt_log_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log10(Tensor self) -> Tensor
struct gt_log10_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log10_args) == 32, "args layout differs from the Go side's");
char* gt_log10(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log10_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log10::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log10_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log10_out_args) == 16, "args layout differs from the Go side's");
char* gt_log10_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log10_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log10_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// log10_(Tensor(a!) self) -> Tensor(a!)
struct gt_log10__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_log10__args) == 8, "args layout differs from the Go side's");
char* gt_log10_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log10__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::log10_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// log_(Tensor(a!) self) -> Tensor(a!)
struct gt_log__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_log__args) == 8, "args layout differs from the Go side's");
char* gt_log_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::log_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// log_sigmoid_backward(Tensor grad_output, Tensor self, Tensor buffer) -> Tensor
struct gt_log_sigmoid_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_buffer;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_sigmoid_backward_args) == 48, "args layout differs from the Go side's");
char* gt_log_sigmoid_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_buffer(a->a_buffer);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log_sigmoid_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_buffer, "buffer"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log_sigmoid_backward.grad_input(Tensor grad_output, Tensor self, Tensor buffer, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_log_sigmoid_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_buffer;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_log_sigmoid_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_log_sigmoid_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_sigmoid_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_buffer(a->a_buffer);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::log_sigmoid_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_buffer, "buffer"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt_log_softmax_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_softmax_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt_log_softmax_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_softmax_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log_softmax_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
struct gt_log_softmax_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_log_softmax_int_args) == 48, "args layout differs from the Go side's");
char* gt_log_softmax_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_softmax_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::log_softmax_int::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// log_softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_log_softmax_int_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_log_softmax_int_out_args) == 32, "args layout differs from the Go side's");
char* gt_log_softmax_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_log_softmax_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::log_softmax_int_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_not(Tensor self) -> Tensor
struct gt_logical_not_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logical_not_args) == 32, "args layout differs from the Go side's");
char* gt_logical_not(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_not_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logical_not::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logical_not_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logical_not_out_args) == 16, "args layout differs from the Go side's");
char* gt_logical_not_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_not_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logical_not_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_not_(Tensor(a!) self) -> Tensor(a!)
struct gt_logical_not__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_logical_not__args) == 8, "args layout differs from the Go side's");
char* gt_logical_not_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_not__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::logical_not_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// logical_xor(Tensor self, Tensor other) -> Tensor
struct gt_logical_xor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logical_xor_args) == 40, "args layout differs from the Go side's");
char* gt_logical_xor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_xor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logical_xor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_logical_xor_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_logical_xor_out_args) == 24, "args layout differs from the Go side's");
char* gt_logical_xor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_xor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::logical_xor_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_logical_xor__args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_logical_xor__args) == 16, "args layout differs from the Go side's");
char* gt_logical_xor_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logical_xor__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::logical_xor_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// logit_backward(Tensor grad_output, Tensor self, float? eps=None) -> Tensor
struct gt_logit_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_logit_backward_args) == 40, "args layout differs from the Go side's");
char* gt_logit_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logit_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::logit_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// logit_backward.grad_input(Tensor grad_output, Tensor self, float? eps=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_logit_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_logit_backward_grad_input_args) == 24, "args layout differs from the Go side's");
char* gt_logit_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_logit_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::logit_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> (Tensor, Tensor)
struct gt_lstm_cell_args {
  gt_tensor a_input;
  int64_t a_hx_len;
  gt_tensor a_w_ih;
  gt_tensor a_w_hh;
  gt_tensor a_b_ih;
  gt_tensor a_b_hh;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_lstm_cell_args) == 96, "args layout differs from the Go side's");
char* gt_lstm_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_lstm_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
  gotorch::borrowed a_w_ih(a->a_w_ih);
  gotorch::borrowed a_w_hh(a->a_w_hh);
  gotorch::borrowed a_b_ih(a->a_b_ih);
  gotorch::borrowed a_b_hh(a->a_b_hh);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::lstm_cell::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::opt(a_b_ih, "b_ih"), gotorch::opt(a_b_hh, "b_hh"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=Mean) -> Tensor
struct gt_margin_ranking_loss_args {
  gt_tensor a_input1;
  gt_tensor a_input2;
  gt_tensor a_target;
  double a_margin;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_margin_ranking_loss_args) == 64, "args layout differs from the Go side's");
char* gt_margin_ranking_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_margin_ranking_loss_args*>(args);
  gotorch::borrowed a_input1(a->a_input1);
  gotorch::borrowed a_input2(a->a_input2);
  gotorch::borrowed a_target(a->a_target);
  double a_margin = a->a_margin;
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::margin_ranking_loss::call(gotorch::ref(a_input1, "input1"), gotorch::ref(a_input2, "input2"), gotorch::ref(a_target, "target"), a_margin, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// masked_select_backward(Tensor grad, Tensor input, Tensor mask) -> Tensor
struct gt_masked_select_backward_args {
  gt_tensor a_grad;
  gt_tensor a_input;
  gt_tensor a_mask;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_masked_select_backward_args) == 48, "args layout differs from the Go side's");
char* gt_masked_select_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_masked_select_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_mask(a->a_mask);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::masked_select_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_input, "input"), gotorch::ref(a_mask, "mask"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// matmul_backward(Tensor grad, Tensor self, Tensor other, bool[2] mask) -> (Tensor, Tensor)
struct gt_matmul_backward_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_matmul_backward_args) == 72, "args layout differs from the Go side's");
char* gt_matmul_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matmul_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::matmul_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::bool_array<2>(a_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// matmul_backward.out(Tensor grad, Tensor self, Tensor other, bool[2] mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_matmul_backward_out_args {
  gt_tensor a_grad;
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_matmul_backward_out_args) == 40, "args layout differs from the Go side's");
char* gt_matmul_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matmul_backward_out_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::matmul_backward_out::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::bool_array<2>(a_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// matrix_exp(Tensor self) -> Tensor
struct gt_matrix_exp_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_matrix_exp_args) == 32, "args layout differs from the Go side's");
char* gt_matrix_exp(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matrix_exp_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::matrix_exp::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// matrix_power(Tensor self, int n) -> Tensor
struct gt_matrix_power_args {
  gt_tensor a_self;
  int64_t a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_matrix_power_args) == 40, "args layout differs from the Go side's");
char* gt_matrix_power(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matrix_power_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::matrix_power::call(gotorch::ref(a_self, "self"), a_n);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_matrix_power_out_args {
  gt_tensor a_self;
  int64_t a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_matrix_power_out_args) == 24, "args layout differs from the Go side's");
char* gt_matrix_power_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_matrix_power_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::matrix_power_out::call(gotorch::ref(a_self, "self"), a_n, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
struct gt_max_pool1d_with_indices_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_max_pool1d_with_indices_args) == 96, "args layout differs from the Go side's");
char* gt_max_pool1d_with_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool1d_with_indices_args*>(args);
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
  auto r = at::_ops::max_pool1d_with_indices::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
struct gt_max_pool2d_with_indices_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_max_pool2d_with_indices_args) == 96, "args layout differs from the Go side's");
char* gt_max_pool2d_with_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool2d_with_indices_args*>(args);
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
  auto r = at::_ops::max_pool2d_with_indices::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
struct gt_max_pool2d_with_indices_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_max_pool2d_with_indices_out_args) == 64, "args layout differs from the Go side's");
char* gt_max_pool2d_with_indices_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool2d_with_indices_out_args*>(args);
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
  at::_ops::max_pool2d_with_indices_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_max_pool3d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_max_pool3d_args) == 72, "args layout differs from the Go side's");
char* gt_max_pool3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_max_pool3d_args*>(args);
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
  auto r = at::_ops::max_pool3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// maximum(Tensor self, Tensor other) -> Tensor
struct gt_maximum_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_maximum_args) == 40, "args layout differs from the Go side's");
char* gt_maximum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_maximum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::maximum::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_maximum_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_maximum_out_args) == 24, "args layout differs from the Go side's");
char* gt_maximum_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_maximum_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::maximum_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// miopen_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon) -> (Tensor, Tensor, Tensor)
struct gt_miopen_batch_norm_backward_args {
  gt_tensor a_input;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_var;
  double a_epsilon;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_miopen_batch_norm_backward_args) == 136, "args layout differs from the Go side's");
char* gt_miopen_batch_norm_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_batch_norm_backward_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_var(a->a_save_var);
  double a_epsilon = a->a_epsilon;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::miopen_batch_norm_backward::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_var, "save_var"), a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// miopen_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_miopen_batch_norm_backward_out_args {
  gt_tensor a_input;
  gt_tensor a_grad_output;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_var;
  double a_epsilon;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_miopen_batch_norm_backward_out_args) == 88, "args layout differs from the Go side's");
char* gt_miopen_batch_norm_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_batch_norm_backward_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_var(a->a_save_var);
  double a_epsilon = a->a_epsilon;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::miopen_batch_norm_backward_out::call(gotorch::ref(a_input, "input"), gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_var, "save_var"), a_epsilon, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// miopen_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
struct gt_miopen_convolution_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_miopen_convolution_args) == 88, "args layout differs from the Go side's");
char* gt_miopen_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_args*>(args);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::miopen_convolution::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// miopen_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_miopen_convolution_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_miopen_convolution_out_args) == 72, "args layout differs from the Go side's");
char* gt_miopen_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_out_args*>(args);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::miopen_convolution_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
struct gt_miopen_convolution_add_relu_args {
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
static_assert(sizeof(gt_miopen_convolution_add_relu_args) == 88, "args layout differs from the Go side's");
char* gt_miopen_convolution_add_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_convolution_add_relu_args*>(args);
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
  auto r = at::_ops::miopen_convolution_add_relu::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::ref(a_z, "z"), gotorch::opt_scalar(a_alpha), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
struct gt_miopen_depthwise_convolution_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_miopen_depthwise_convolution_args) == 88, "args layout differs from the Go side's");
char* gt_miopen_depthwise_convolution(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_depthwise_convolution_args*>(args);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::miopen_depthwise_convolution::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// miopen_depthwise_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
struct gt_miopen_depthwise_convolution_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  bool a_benchmark;
  bool a_deterministic;
  gt_tensor a_out;
};
static_assert(sizeof(gt_miopen_depthwise_convolution_out_args) == 72, "args layout differs from the Go side's");
char* gt_miopen_depthwise_convolution_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_depthwise_convolution_out_args*>(args);
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
  bool a_benchmark = a->a_benchmark;
  bool a_deterministic = a->a_deterministic;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::miopen_depthwise_convolution_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, a_benchmark, a_deterministic, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// miopen_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
struct gt_miopen_rnn_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_hx;
  gt_tensor a_cx;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_num_layers;
  bool a_batch_first;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  int64_t a_batch_sizes_len;
  gt_tensor a_dropout_state;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
  gt_tensor_out out3;
  gt_tensor_out out4;
};
static_assert(sizeof(gt_miopen_rnn_args) == 224, "args layout differs from the Go side's");
char* gt_miopen_rnn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_rnn_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  auto a_batch_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_batch_sizes_len = a->a_batch_sizes_len;
  gotorch::borrowed a_dropout_state(a->a_dropout_state);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  gt_tensor_out* out3 = &a->out3;
  gt_tensor_out* out4 = &a->out4;
  GT_TRY
  auto r = at::_ops::miopen_rnn::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

// miopen_rnn.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
struct gt_miopen_rnn_out_args {
  gt_tensor a_input;
  int64_t a_weight_len;
  int64_t a_weight_stride0;
  gt_tensor a_hx;
  gt_tensor a_cx;
  int64_t a_mode;
  int64_t a_hidden_size;
  int64_t a_num_layers;
  bool a_batch_first;
  double a_dropout;
  bool a_train;
  bool a_bidirectional;
  int64_t a_batch_sizes_len;
  gt_tensor a_dropout_state;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
  gt_tensor a_out3;
  gt_tensor a_out4;
};
static_assert(sizeof(gt_miopen_rnn_out_args) == 144, "args layout differs from the Go side's");
char* gt_miopen_rnn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_rnn_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_weight = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_weight_len = a->a_weight_len;
  int64_t a_weight_stride0 = a->a_weight_stride0;
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_cx(a->a_cx);
  int64_t a_mode = a->a_mode;
  int64_t a_hidden_size = a->a_hidden_size;
  int64_t a_num_layers = a->a_num_layers;
  bool a_batch_first = a->a_batch_first;
  double a_dropout = a->a_dropout;
  bool a_train = a->a_train;
  bool a_bidirectional = a->a_bidirectional;
  auto a_batch_sizes = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_batch_sizes_len = a->a_batch_sizes_len;
  gotorch::borrowed a_dropout_state(a->a_dropout_state);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  gotorch::borrowed a_out3(a->a_out3);
  gotorch::borrowed a_out4(a->a_out4);
  GT_TRY
  at::_ops::miopen_rnn_out::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), gotorch::ref(a_out3, "out3"), gotorch::ref(a_out4, "out4"));
  GT_CATCH
}

// miopen_rnn_backward(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask) -> (Tensor, Tensor, Tensor, Tensor[])
struct gt_miopen_rnn_backward_args {
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
static_assert(sizeof(gt_miopen_rnn_backward_args) == 240, "args layout differs from the Go side's");
char* gt_miopen_rnn_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_rnn_backward_args*>(args);
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
  auto r = at::_ops::miopen_rnn_backward::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), gotorch::ref(a_output, "output"), gotorch::opt(a_grad_output, "grad_output"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_reserve, "reserve"), gotorch::bool_array<4>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  gotorch::tensor_list(std::get<3>(std::move(r)), out3, out3_len, out3_buf);
  GT_CATCH
}

// miopen_rnn_backward.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!)[] out3) -> ()
struct gt_miopen_rnn_backward_out_args {
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
static_assert(sizeof(gt_miopen_rnn_backward_out_args) == 184, "args layout differs from the Go side's");
char* gt_miopen_rnn_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_miopen_rnn_backward_out_args*>(args);
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
  at::_ops::miopen_rnn_backward_out::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_weight, a_weight_len, "weight")), a_weight_stride0, gotorch::ref(a_weight_buf, "weight_buf"), gotorch::ref(a_hx, "hx"), gotorch::opt(a_cx, "cx"), gotorch::ref(a_output, "output"), gotorch::opt(a_grad_output, "grad_output"), gotorch::opt(a_grad_hy, "grad_hy"), gotorch::opt(a_grad_cy, "grad_cy"), a_mode, a_hidden_size, a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, at::IntArrayRef(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state, "dropout_state"), gotorch::ref(a_reserve, "reserve"), gotorch::bool_array<4>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"), at::TensorList(gotorch::tensors(a_out3, a_out3_len, "out3")));
  GT_CATCH
}

// mish(Tensor self) -> Tensor
struct gt_mish_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mish_args) == 32, "args layout differs from the Go side's");
char* gt_mish(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mish_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mish::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mish_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mish_out_args) == 16, "args layout differs from the Go side's");
char* gt_mish_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mish_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mish_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mish_(Tensor(a!) self) -> Tensor(a!)
struct gt_mish__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_mish__args) == 8, "args layout differs from the Go side's");
char* gt_mish_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mish__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::mish_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// mish_backward(Tensor grad_output, Tensor self) -> Tensor
struct gt_mish_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mish_backward_args) == 40, "args layout differs from the Go side's");
char* gt_mish_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mish_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mish_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor
struct gt_mkldnn_adaptive_avg_pool2d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_adaptive_avg_pool2d_args) == 40, "args layout differs from the Go side's");
char* gt_mkldnn_adaptive_avg_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_adaptive_avg_pool2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mkldnn_adaptive_avg_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_adaptive_avg_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_adaptive_avg_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_adaptive_avg_pool2d_out_args) == 24, "args layout differs from the Go side's");
char* gt_mkldnn_adaptive_avg_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_adaptive_avg_pool2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mkldnn_adaptive_avg_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_output_size, a_output_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_mkldnn_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_max_pool2d_args) == 72, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool2d_args*>(args);
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
  auto r = at::_ops::mkldnn_max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_max_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_max_pool2d_out_args) == 56, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool2d_out_args*>(args);
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
  at::_ops::mkldnn_max_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_max_pool3d_backward(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_mkldnn_max_pool3d_backward_args {
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
static_assert(sizeof(gt_mkldnn_max_pool3d_backward_args) == 88, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool3d_backward_args*>(args);
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
  auto r = at::_ops::mkldnn_max_pool3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_input, "input"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_max_pool3d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_max_pool3d_backward_out_args {
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
static_assert(sizeof(gt_mkldnn_max_pool3d_backward_out_args) == 72, "args layout differs from the Go side's");
char* gt_mkldnn_max_pool3d_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_max_pool3d_backward_out_args*>(args);
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
  at::_ops::mkldnn_max_pool3d_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_output, "output"), gotorch::ref(a_input, "input"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mkldnn_reorder_conv3d_weight(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1) -> Tensor
struct gt_mkldnn_reorder_conv3d_weight_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mkldnn_reorder_conv3d_weight_args) == 64, "args layout differs from the Go side's");
char* gt_mkldnn_reorder_conv3d_weight(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_reorder_conv3d_weight_args*>(args);
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
  auto r = at::_ops::mkldnn_reorder_conv3d_weight::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mkldnn_reorder_conv3d_weight.out(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mkldnn_reorder_conv3d_weight_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  int64_t a_stride_len;
  int64_t a_dilation_len;
  int64_t a_groups;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mkldnn_reorder_conv3d_weight_out_args) == 48, "args layout differs from the Go side's");
char* gt_mkldnn_reorder_conv3d_weight_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mkldnn_reorder_conv3d_weight_out_args*>(args);
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
  at::_ops::mkldnn_reorder_conv3d_weight_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_mode_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_mode_args) == 72, "args layout differs from the Go side's");
char* gt_mode(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mode_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::mode::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// mode.dimname(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
struct gt_mode_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_mode_dimname_args) == 72, "args layout differs from the Go side's");
char* gt_mode_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mode_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::mode_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// mode.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_mode_dimname_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_mode_dimname_out_args) == 40, "args layout differs from the Go side's");
char* gt_mode_dimname_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mode_dimname_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::mode_dimname_out::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// mode.values(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_mode_values_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_keepdim;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_mode_values_args) == 40, "args layout differs from the Go side's");
char* gt_mode_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mode_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::mode_values::call(gotorch::ref(a_self, "self"), a_dim, a_keepdim, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
struct gt_mse_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mse_loss_args) == 48, "args layout differs from the Go side's");
char* gt_mse_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mse_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mse_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mse_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
struct gt_mse_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_out;
};
static_assert(sizeof(gt_mse_loss_out_args) == 32, "args layout differs from the Go side's");
char* gt_mse_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mse_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::mse_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
struct gt_mse_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_mse_loss_backward_args) == 56, "args layout differs from the Go side's");
char* gt_mse_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mse_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::mse_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// mse_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_mse_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  int64_t a_reduction;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_mse_loss_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_mse_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_mse_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  int64_t a_reduction = a->a_reduction;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::mse_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), a_reduction, gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
struct gt_nan_to_num_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nan_to_num_args) == 32, "args layout differs from the Go side's");
char* gt_nan_to_num(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nan_to_num_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_nan = static_cast<const double*>(ptrs[0]);
  auto a_posinf = static_cast<const double*>(ptrs[1]);
  auto a_neginf = static_cast<const double*>(ptrs[2]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nan_to_num::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nan_to_num_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nan_to_num_out_args) == 16, "args layout differs from the Go side's");
char* gt_nan_to_num_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nan_to_num_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_nan = static_cast<const double*>(ptrs[0]);
  auto a_posinf = static_cast<const double*>(ptrs[1]);
  auto a_neginf = static_cast<const double*>(ptrs[2]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nan_to_num_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)
struct gt_nan_to_num__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_nan_to_num__args) == 8, "args layout differs from the Go side's");
char* gt_nan_to_num_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nan_to_num__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_nan = static_cast<const double*>(ptrs[0]);
  auto a_posinf = static_cast<const double*>(ptrs[1]);
  auto a_neginf = static_cast<const double*>(ptrs[2]);
  GT_TRY
  at::_ops::nan_to_num_::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_nan), gotorch::opt_value(a_posinf), gotorch::opt_value(a_neginf));
  GT_CATCH
}

// nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_nanmean_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nanmean_args) == 48, "args layout differs from the Go side's");
char* gt_nanmean(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmean_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nanmean::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nanmean.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_nanmean_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nanmean_out_args) == 32, "args layout differs from the Go side's");
char* gt_nanmean_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanmean_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nanmean_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
struct gt_nanquantile_args {
  gt_tensor a_self;
  gt_tensor a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nanquantile_args) == 56, "args layout differs from the Go side's");
char* gt_nanquantile(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanquantile_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_q(a->a_q);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nanquantile::call(gotorch::ref(a_self, "self"), gotorch::ref(a_q, "q"), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nanquantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
struct gt_nanquantile_out_args {
  gt_tensor a_self;
  gt_tensor a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nanquantile_out_args) == 40, "args layout differs from the Go side's");
char* gt_nanquantile_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanquantile_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_q(a->a_q);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nanquantile_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_q, "q"), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
struct gt_nanquantile_scalar_args {
  gt_tensor a_self;
  double a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nanquantile_scalar_args) == 56, "args layout differs from the Go side's");
char* gt_nanquantile_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanquantile_scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_q = a->a_q;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nanquantile_scalar::call(gotorch::ref(a_self, "self"), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nanquantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
struct gt_nanquantile_scalar_out_args {
  gt_tensor a_self;
  double a_q;
  bool a_keepdim;
  int64_t a_interpolation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nanquantile_scalar_out_args) == 40, "args layout differs from the Go side's");
char* gt_nanquantile_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nanquantile_scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_q = a->a_q;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  bool a_keepdim = a->a_keepdim;
  auto a_interpolation = static_cast<const char*>(ptrs[1]);
  int64_t a_interpolation_len = a->a_interpolation_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nanquantile_scalar_out::call(gotorch::ref(a_self, "self"), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len, "interpolation"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor
struct gt_narrow_copy_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_start;
  int64_t a_length;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_narrow_copy_args) == 56, "args layout differs from the Go side's");
char* gt_narrow_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_narrow_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_start = a->a_start;
  int64_t a_length = a->a_length;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::narrow_copy::call(gotorch::ref(a_self, "self"), a_dim, c10::SymInt(a_start), c10::SymInt(a_length));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// narrow_copy.out(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -> Tensor(a!)
struct gt_narrow_copy_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_start;
  int64_t a_length;
  gt_tensor a_out;
};
static_assert(sizeof(gt_narrow_copy_out_args) == 40, "args layout differs from the Go side's");
char* gt_narrow_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_narrow_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_start = a->a_start;
  int64_t a_length = a->a_length;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::narrow_copy_out::call(gotorch::ref(a_self, "self"), a_dim, c10::SymInt(a_start), c10::SymInt(a_length), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
struct gt_native_batch_norm_backward_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_invstd;
  bool a_train;
  double a_eps;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_batch_norm_backward_args) == 144, "args layout differs from the Go side's");
char* gt_native_batch_norm_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_batch_norm_backward_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_invstd(a->a_save_invstd);
  bool a_train = a->a_train;
  double a_eps = a->a_eps;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_batch_norm_backward::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_invstd, "save_invstd"), a_train, a_eps, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_batch_norm_backward.out(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_batch_norm_backward_out_args {
  gt_tensor a_grad_out;
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_running_mean;
  gt_tensor a_running_var;
  gt_tensor a_save_mean;
  gt_tensor a_save_invstd;
  bool a_train;
  double a_eps;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_native_batch_norm_backward_out_args) == 96, "args layout differs from the Go side's");
char* gt_native_batch_norm_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_batch_norm_backward_out_args*>(args);
  gotorch::borrowed a_grad_out(a->a_grad_out);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_running_mean(a->a_running_mean);
  gotorch::borrowed a_running_var(a->a_running_var);
  gotorch::borrowed a_save_mean(a->a_save_mean);
  gotorch::borrowed a_save_invstd(a->a_save_invstd);
  bool a_train = a->a_train;
  double a_eps = a->a_eps;
  auto a_output_mask = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::native_batch_norm_backward_out::call(gotorch::ref(a_grad_out, "grad_out"), gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_running_mean, "running_mean"), gotorch::opt(a_running_var, "running_var"), gotorch::opt(a_save_mean, "save_mean"), gotorch::opt(a_save_invstd, "save_invstd"), a_train, a_eps, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)
struct gt_native_dropout_args {
  gt_tensor a_input;
  double a_p;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_native_dropout_args) == 64, "args layout differs from the Go side's");
char* gt_native_dropout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_dropout_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  auto a_train = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::native_dropout::call(gotorch::ref(a_input, "input"), a_p, gotorch::opt_value(a_train));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// native_dropout.out(Tensor input, float p, bool? train, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
struct gt_native_dropout_out_args {
  gt_tensor a_input;
  double a_p;
  gt_tensor a_out0;
  gt_tensor a_out1;
};
static_assert(sizeof(gt_native_dropout_out_args) == 32, "args layout differs from the Go side's");
char* gt_native_dropout_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_dropout_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  double a_p = a->a_p;
  auto a_train = static_cast<const bool*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  GT_TRY
  at::_ops::native_dropout_out::call(gotorch::ref(a_input, "input"), a_p, gotorch::opt_value(a_train), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"));
  GT_CATCH
}

// native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor
struct gt_native_dropout_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_mask;
  double a_scale;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_native_dropout_backward_args) == 48, "args layout differs from the Go side's");
char* gt_native_dropout_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_dropout_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_mask(a->a_mask);
  double a_scale = a->a_scale;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::native_dropout_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_mask, "mask"), a_scale);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// native_dropout_backward.out(Tensor grad_output, Tensor mask, float scale, *, Tensor(a!) out) -> Tensor(a!)
struct gt_native_dropout_backward_out_args {
  gt_tensor a_grad_output;
  gt_tensor a_mask;
  double a_scale;
  gt_tensor a_out;
};
static_assert(sizeof(gt_native_dropout_backward_out_args) == 32, "args layout differs from the Go side's");
char* gt_native_dropout_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_dropout_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_mask(a->a_mask);
  double a_scale = a->a_scale;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::native_dropout_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_mask, "mask"), a_scale, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)
struct gt_native_group_norm_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_N;
  int64_t a_C;
  int64_t a_HxW;
  int64_t a_group;
  double a_eps;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_native_group_norm_args) == 136, "args layout differs from the Go side's");
char* gt_native_group_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_group_norm_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_HxW = a->a_HxW;
  int64_t a_group = a->a_group;
  double a_eps = a->a_eps;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::native_group_norm::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// native_group_norm.out(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_native_group_norm_out_args {
  gt_tensor a_input;
  gt_tensor a_weight;
  gt_tensor a_bias;
  int64_t a_N;
  int64_t a_C;
  int64_t a_HxW;
  int64_t a_group;
  double a_eps;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_native_group_norm_out_args) == 88, "args layout differs from the Go side's");
char* gt_native_group_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_group_norm_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_weight(a->a_weight);
  gotorch::borrowed a_bias(a->a_bias);
  int64_t a_N = a->a_N;
  int64_t a_C = a->a_C;
  int64_t a_HxW = a->a_HxW;
  int64_t a_group = a->a_group;
  double a_eps = a->a_eps;
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::native_group_norm_out::call(gotorch::ref(a_input, "input"), gotorch::opt(a_weight, "weight"), gotorch::opt(a_bias, "bias"), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, a_eps, gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// native_norm(Tensor self, Scalar p=2) -> Tensor
struct gt_native_norm_args {
  gt_tensor a_self;
  gt_scalar a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_native_norm_args) == 64, "args layout differs from the Go side's");
char* gt_native_norm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_norm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::native_norm::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor
struct gt_native_norm_ScalarOpt_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_native_norm_ScalarOpt_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt_native_norm_ScalarOpt_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_norm_ScalarOpt_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::native_norm_ScalarOpt_dim_dtype::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// native_norm.ScalarOpt_dim_dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype, *, Tensor(a!) out) -> Tensor(a!)
struct gt_native_norm_ScalarOpt_dim_dtype_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_native_norm_ScalarOpt_dim_dtype_out_args) == 32, "args layout differs from the Go side's");
char* gt_native_norm_ScalarOpt_dim_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_norm_ScalarOpt_dim_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::native_norm_ScalarOpt_dim_dtype_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// native_norm.out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_native_norm_out_args {
  gt_tensor a_self;
  gt_scalar a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt_native_norm_out_args) == 48, "args layout differs from the Go side's");
char* gt_native_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_native_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::native_norm_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_new_empty_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_new_empty_args) == 64, "args layout differs from the Go side's");
char* gt_new_empty(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_empty_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::new_empty::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_empty.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_new_empty_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_new_empty_out_args) == 24, "args layout differs from the Go side's");
char* gt_new_empty_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_empty_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::new_empty_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_new_full_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_scalar a_fill_value;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_new_full_args) == 96, "args layout differs from the Go side's");
char* gt_new_full(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_full_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::new_full::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_full.out(Tensor self, SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_new_full_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_scalar a_fill_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_new_full_out_args) == 56, "args layout differs from the Go side's");
char* gt_new_full_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_full_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gt_scalar a_fill_value = a->a_fill_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::new_full_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::scalar(a_fill_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_new_ones_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_new_ones_args) == 64, "args layout differs from the Go side's");
char* gt_new_ones(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_ones_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::new_ones::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_ones.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_new_ones_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_new_ones_out_args) == 24, "args layout differs from the Go side's");
char* gt_new_ones_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_ones_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::new_ones_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_new_zeros_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_new_zeros_args) == 64, "args layout differs from the Go side's");
char* gt_new_zeros(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_zeros_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::new_zeros::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// new_zeros.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_new_zeros_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_new_zeros_out_args) == 24, "args layout differs from the Go side's");
char* gt_new_zeros_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_new_zeros_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::new_zeros_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
struct gt_nll_loss_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nll_loss_args) == 64, "args layout differs from the Go side's");
char* gt_nll_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nll_loss::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nll_loss.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nll_loss_out_args {
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nll_loss_out_args) == 48, "args layout differs from the Go side's");
char* gt_nll_loss_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nll_loss_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
struct gt_nll_loss2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_total_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nll_loss2d_backward_args) == 80, "args layout differs from the Go side's");
char* gt_nll_loss2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_total_weight(a->a_total_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nll_loss2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_total_weight, "total_weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nll_loss2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_nll_loss2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_total_weight;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_nll_loss2d_backward_grad_input_args) == 64, "args layout differs from the Go side's");
char* gt_nll_loss2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_total_weight(a->a_total_weight);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::nll_loss2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_total_weight, "total_weight"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
struct gt_nll_loss_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_total_weight;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nll_loss_backward_args) == 80, "args layout differs from the Go side's");
char* gt_nll_loss_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_total_weight(a->a_total_weight);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nll_loss_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_total_weight, "total_weight"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nll_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_nll_loss_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_tensor a_target;
  gt_tensor a_weight;
  int64_t a_reduction;
  int64_t a_ignore_index;
  gt_tensor a_total_weight;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_nll_loss_backward_grad_input_args) == 64, "args layout differs from the Go side's");
char* gt_nll_loss_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nll_loss_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_target(a->a_target);
  gotorch::borrowed a_weight(a->a_weight);
  int64_t a_reduction = a->a_reduction;
  int64_t a_ignore_index = a->a_ignore_index;
  gotorch::borrowed a_total_weight(a->a_total_weight);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::nll_loss_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::ref(a_target, "target"), gotorch::opt(a_weight, "weight"), a_reduction, a_ignore_index, gotorch::ref(a_total_weight, "total_weight"), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// nonzero(Tensor self) -> Tensor
struct gt_nonzero_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_nonzero_args) == 32, "args layout differs from the Go side's");
char* gt_nonzero(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nonzero_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::nonzero::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_nonzero_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_nonzero_out_args) == 16, "args layout differs from the Go side's");
char* gt_nonzero_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_nonzero_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::nonzero_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.Scalar(Tensor self, Scalar p=2) -> Tensor
struct gt_norm_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_norm_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
struct gt_norm_ScalarOpt_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_ScalarOpt_dim_args) == 48, "args layout differs from the Go side's");
char* gt_norm_ScalarOpt_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_ScalarOpt_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
struct gt_norm_ScalarOpt_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_ScalarOpt_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt_norm_ScalarOpt_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_ScalarOpt_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dim_dtype::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
struct gt_norm_ScalarOpt_dtype_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_ScalarOpt_dtype_args) == 40, "args layout differs from the Go side's");
char* gt_norm_ScalarOpt_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_ScalarOpt_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dtype::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.ScalarOpt_dtype_out(Tensor self, Scalar? p, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_ScalarOpt_dtype_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_ScalarOpt_dtype_out_args) == 24, "args layout differs from the Go side's");
char* gt_norm_ScalarOpt_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_ScalarOpt_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_ScalarOpt_dtype_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.Scalar_out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_Scalar_out_args {
  gt_tensor a_self;
  gt_scalar a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_Scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_norm_Scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_Scalar_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_Scalar_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_dtype_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_dtype_out_args) == 32, "args layout differs from the Go side's");
char* gt_norm_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_dtype_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.names_ScalarOpt_dim(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False) -> Tensor
struct gt_norm_names_ScalarOpt_dim_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_names_ScalarOpt_dim_args) == 48, "args layout differs from the Go side's");
char* gt_norm_names_ScalarOpt_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_names_ScalarOpt_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_names_ScalarOpt_dim::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
struct gt_norm_names_ScalarOpt_dim_dtype_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_norm_names_ScalarOpt_dim_dtype_args) == 48, "args layout differs from the Go side's");
char* gt_norm_names_ScalarOpt_dim_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_names_ScalarOpt_dim_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::norm_names_ScalarOpt_dim_dtype::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// norm.names_dtype_out(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_names_dtype_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_names_dtype_out_args) == 32, "args layout differs from the Go side's");
char* gt_norm_names_dtype_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_names_dtype_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_names_dtype_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.names_out(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_names_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_names_out_args) == 32, "args layout differs from the Go side's");
char* gt_norm_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_names_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_names_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_norm_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_norm_out_args) == 32, "args layout differs from the Go side's");
char* gt_norm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_norm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_p = static_cast<const gt_scalar*>(ptrs[0]);
  auto a_dim = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::norm_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// normal_functional(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
struct gt_normal_functional_args {
  gt_tensor a_self;
  double a_mean;
  double a_std;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_normal_functional_args) == 56, "args layout differs from the Go side's");
char* gt_normal_functional(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_normal_functional_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_mean = a->a_mean;
  double a_std = a->a_std;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::normal_functional::call(gotorch::ref(a_self, "self"), a_mean, a_std, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// numpy_T(Tensor(a) self) -> Tensor(a)
struct gt_numpy_T_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_numpy_T_args) == 32, "args layout differs from the Go side's");
char* gt_numpy_T(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_numpy_T_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::numpy_T::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// outer(Tensor self, Tensor vec2) -> Tensor
struct gt_outer_args {
  gt_tensor a_self;
  gt_tensor a_vec2;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_outer_args) == 40, "args layout differs from the Go side's");
char* gt_outer(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_outer_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec2(a->a_vec2);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::outer::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec2, "vec2"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)
struct gt_outer_out_args {
  gt_tensor a_self;
  gt_tensor a_vec2;
  gt_tensor a_out;
};
static_assert(sizeof(gt_outer_out_args) == 24, "args layout differs from the Go side's");
char* gt_outer_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_outer_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_vec2(a->a_vec2);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::outer_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_vec2, "vec2"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0.0) -> Tensor
struct gt_pad_sequence_args {
  int64_t a_sequences_len;
  bool a_batch_first;
  double a_padding_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pad_sequence_args) == 48, "args layout differs from the Go side's");
char* gt_pad_sequence(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pad_sequence_args*>(args);
  auto a_sequences = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_sequences_len = a->a_sequences_len;
  bool a_batch_first = a->a_batch_first;
  double a_padding_value = a->a_padding_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pad_sequence::call(at::TensorList(gotorch::tensors(a_sequences, a_sequences_len, "sequences")), a_batch_first, a_padding_value);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor
struct gt_pixel_unshuffle_args {
  gt_tensor a_self;
  int64_t a_downscale_factor;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_pixel_unshuffle_args) == 40, "args layout differs from the Go side's");
char* gt_pixel_unshuffle(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pixel_unshuffle_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_downscale_factor = a->a_downscale_factor;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::pixel_unshuffle::call(gotorch::ref(a_self, "self"), a_downscale_factor);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// pixel_unshuffle.out(Tensor self, int downscale_factor, *, Tensor(a!) out) -> Tensor(a!)
struct gt_pixel_unshuffle_out_args {
  gt_tensor a_self;
  int64_t a_downscale_factor;
  gt_tensor a_out;
};
static_assert(sizeof(gt_pixel_unshuffle_out_args) == 24, "args layout differs from the Go side's");
char* gt_pixel_unshuffle_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_pixel_unshuffle_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_downscale_factor = a->a_downscale_factor;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::pixel_unshuffle_out::call(gotorch::ref(a_self, "self"), a_downscale_factor, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor
struct gt_poisson_nll_loss_args {
  gt_tensor a_input;
  gt_tensor a_target;
  bool a_log_input;
  bool a_full;
  double a_eps;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_poisson_nll_loss_args) == 64, "args layout differs from the Go side's");
char* gt_poisson_nll_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_poisson_nll_loss_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_target(a->a_target);
  bool a_log_input = a->a_log_input;
  bool a_full = a->a_full;
  double a_eps = a->a_eps;
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::poisson_nll_loss::call(gotorch::ref(a_input, "input"), gotorch::ref(a_target, "target"), a_log_input, a_full, a_eps, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// q_per_channel_axis(Tensor self) -> int
struct gt_q_per_channel_axis_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_q_per_channel_axis_args) == 16, "args layout differs from the Go side's");
char* gt_q_per_channel_axis(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_q_per_channel_axis_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::q_per_channel_axis::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)
struct gt_qr_args {
  gt_tensor a_self;
  bool a_some;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_qr_args) == 64, "args layout differs from the Go side's");
char* gt_qr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_qr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_some = a->a_some;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::qr::call(gotorch::ref(a_self, "self"), a_some);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// qr.Q(Tensor self, bool some=True, *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R)
struct gt_qr_Q_args {
  gt_tensor a_self;
  bool a_some;
  gt_tensor a_Q;
  gt_tensor a_R;
};
static_assert(sizeof(gt_qr_Q_args) == 32, "args layout differs from the Go side's");
char* gt_qr_Q(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_qr_Q_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_some = a->a_some;
  gotorch::borrowed a_Q(a->a_Q);
  gotorch::borrowed a_R(a->a_R);
  GT_TRY
  at::_ops::qr_Q::call(gotorch::ref(a_self, "self"), a_some, gotorch::ref(a_Q, "Q"), gotorch::ref(a_R, "R"));
  GT_CATCH
}

// quantized_lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> (Tensor, Tensor)
struct gt_quantized_lstm_cell_args {
  gt_tensor a_input;
  int64_t a_hx_len;
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
  gt_tensor_out out1;
};
static_assert(sizeof(gt_quantized_lstm_cell_args) == 256, "args layout differs from the Go side's");
char* gt_quantized_lstm_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_lstm_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_hx = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_hx_len = a->a_hx_len;
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
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::quantized_lstm_cell::call(gotorch::ref(a_input, "input"), at::TensorList(gotorch::tensors(a_hx, a_hx_len, "hx")), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::ref(a_b_ih, "b_ih"), gotorch::ref(a_b_hh, "b_hh"), gotorch::ref(a_packed_ih, "packed_ih"), gotorch::ref(a_packed_hh, "packed_hh"), gotorch::ref(a_col_offsets_ih, "col_offsets_ih"), gotorch::ref(a_col_offsets_hh, "col_offsets_hh"), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
struct gt_quantized_max_pool2d_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_quantized_max_pool2d_args) == 72, "args layout differs from the Go side's");
char* gt_quantized_max_pool2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_max_pool2d_args*>(args);
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
  auto r = at::_ops::quantized_max_pool2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantized_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
struct gt_quantized_max_pool2d_out_args {
  gt_tensor a_self;
  int64_t a_kernel_size_len;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  bool a_ceil_mode;
  gt_tensor a_out;
};
static_assert(sizeof(gt_quantized_max_pool2d_out_args) == 56, "args layout differs from the Go side's");
char* gt_quantized_max_pool2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_max_pool2d_out_args*>(args);
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
  at::_ops::quantized_max_pool2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// quantized_rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
struct gt_quantized_rnn_relu_cell_args {
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
static_assert(sizeof(gt_quantized_rnn_relu_cell_args) == 232, "args layout differs from the Go side's");
char* gt_quantized_rnn_relu_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_rnn_relu_cell_args*>(args);
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
  auto r = at::_ops::quantized_rnn_relu_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::ref(a_b_ih, "b_ih"), gotorch::ref(a_b_hh, "b_hh"), gotorch::ref(a_packed_ih, "packed_ih"), gotorch::ref(a_packed_hh, "packed_hh"), gotorch::ref(a_col_offsets_ih, "col_offsets_ih"), gotorch::ref(a_col_offsets_hh, "col_offsets_hh"), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// quantized_rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
struct gt_quantized_rnn_tanh_cell_args {
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
static_assert(sizeof(gt_quantized_rnn_tanh_cell_args) == 232, "args layout differs from the Go side's");
char* gt_quantized_rnn_tanh_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_quantized_rnn_tanh_cell_args*>(args);
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
  auto r = at::_ops::quantized_rnn_tanh_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::ref(a_b_ih, "b_ih"), gotorch::ref(a_b_hh, "b_hh"), gotorch::ref(a_packed_ih, "packed_ih"), gotorch::ref(a_packed_hh, "packed_hh"), gotorch::ref(a_col_offsets_ih, "col_offsets_ih"), gotorch::ref(a_col_offsets_hh, "col_offsets_hh"), gotorch::scalar(a_scale_ih), gotorch::scalar(a_scale_hh), gotorch::scalar(a_zero_point_ih), gotorch::scalar(a_zero_point_hh));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rad2deg(Tensor self) -> Tensor
struct gt_rad2deg_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rad2deg_args) == 32, "args layout differs from the Go side's");
char* gt_rad2deg(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rad2deg_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rad2deg::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rad2deg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_rad2deg_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rad2deg_out_args) == 16, "args layout differs from the Go side's");
char* gt_rad2deg_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rad2deg_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rad2deg_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// rad2deg_(Tensor(a!) self) -> Tensor(a!)
struct gt_rad2deg__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_rad2deg__args) == 8, "args layout differs from the Go side's");
char* gt_rad2deg_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rad2deg__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::rad2deg_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
struct gt_rand_like_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rand_like_args) == 64, "args layout differs from the Go side's");
char* gt_rand_like(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_like_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rand_like::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rand_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
struct gt_rand_like_out_args {
  gt_tensor a_self;
  int32_t a_memory_format;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rand_like_out_args) == 24, "args layout differs from the Go side's");
char* gt_rand_like_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rand_like_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_memory_format = a->a_memory_format;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rand_like_out::call(gotorch::ref(a_self, "self"), gotorch::opt_memory_format(a_memory_format, "memory_format"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// record_stream(Tensor(a!) self, Stream s) -> ()
struct gt_record_stream_args {
  gt_tensor a_self;
  gt_stream a_s;
};
static_assert(sizeof(gt_record_stream_args) == 32, "args layout differs from the Go side's");
char* gt_record_stream(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_record_stream_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_stream a_s = a->a_s;
  GT_TRY
  at::_ops::record_stream::call(gotorch::ref(a_self, "self"), gotorch::stream(a_s, "s"));
  GT_CATCH
}

// reflection_pad1d(Tensor self, int[2] padding) -> Tensor
struct gt_reflection_pad1d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad1d_args) == 40, "args layout differs from the Go side's");
char* gt_reflection_pad1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_reflection_pad1d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_reflection_pad1d_out_args) == 24, "args layout differs from the Go side's");
char* gt_reflection_pad1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::reflection_pad1d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// reflection_pad2d(Tensor self, int[4] padding) -> Tensor
struct gt_reflection_pad2d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad2d_args) == 40, "args layout differs from the Go side's");
char* gt_reflection_pad2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad2d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad2d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_reflection_pad2d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_reflection_pad2d_out_args) == 24, "args layout differs from the Go side's");
char* gt_reflection_pad2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad2d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::reflection_pad2d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
struct gt_reflection_pad2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad2d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_reflection_pad2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_reflection_pad2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_reflection_pad2d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_reflection_pad2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::reflection_pad2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
struct gt_reflection_pad3d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_reflection_pad3d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_reflection_pad3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::reflection_pad3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// reflection_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_reflection_pad3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_reflection_pad3d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_reflection_pad3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_reflection_pad3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::reflection_pad3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// relu(Tensor self) -> Tensor
struct gt_relu_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_relu_args) == 32, "args layout differs from the Go side's");
char* gt_relu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_relu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::relu::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_relu_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_relu_out_args) == 16, "args layout differs from the Go side's");
char* gt_relu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_relu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::relu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// relu_(Tensor(a!) self) -> Tensor(a!)
struct gt_relu__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_relu__args) == 8, "args layout differs from the Go side's");
char* gt_relu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_relu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::relu_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// rename(Tensor(a) self, Dimname[]? names) -> Tensor(a)
struct gt_rename_args {
  gt_tensor a_self;
  int64_t a_names_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rename_args) == 40, "args layout differs from the Go side's");
char* gt_rename(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rename_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_names = static_cast<const char*>(ptrs[0]);
  int64_t a_names_len = a->a_names_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rename::call(gotorch::ref(a_self, "self"), gotorch::opt_dimnames(a_names, a_names_len, "names"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rename_(Tensor(a!) self, Dimname[]? names) -> Tensor(a!)
struct gt_rename__args {
  gt_tensor a_self;
  int64_t a_names_len;
};
static_assert(sizeof(gt_rename__args) == 16, "args layout differs from the Go side's");
char* gt_rename_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rename__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_names = static_cast<const char*>(ptrs[0]);
  int64_t a_names_len = a->a_names_len;
  GT_TRY
  at::_ops::rename_::call(gotorch::ref(a_self, "self"), gotorch::opt_dimnames(a_names, a_names_len, "names"));
  GT_CATCH
}

// renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor
struct gt_renorm_args {
  gt_tensor a_self;
  gt_scalar a_p;
  int64_t a_dim;
  gt_scalar a_maxnorm;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_renorm_args) == 104, "args layout differs from the Go side's");
char* gt_renorm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_renorm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  int64_t a_dim = a->a_dim;
  gt_scalar a_maxnorm = a->a_maxnorm;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::renorm::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// renorm.out(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -> Tensor(a!)
struct gt_renorm_out_args {
  gt_tensor a_self;
  gt_scalar a_p;
  int64_t a_dim;
  gt_scalar a_maxnorm;
  gt_tensor a_out;
};
static_assert(sizeof(gt_renorm_out_args) == 88, "args layout differs from the Go side's");
char* gt_renorm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_renorm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  int64_t a_dim = a->a_dim;
  gt_scalar a_maxnorm = a->a_maxnorm;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::renorm_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)
struct gt_renorm__args {
  gt_tensor a_self;
  gt_scalar a_p;
  int64_t a_dim;
  gt_scalar a_maxnorm;
};
static_assert(sizeof(gt_renorm__args) == 80, "args layout differs from the Go side's");
char* gt_renorm_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_renorm__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_p = a->a_p;
  int64_t a_dim = a->a_dim;
  gt_scalar a_maxnorm = a->a_maxnorm;
  GT_TRY
  at::_ops::renorm_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_p), a_dim, gotorch::scalar(a_maxnorm));
  GT_CATCH
}

// repeat(Tensor self, SymInt[] repeats) -> Tensor
struct gt_repeat_args {
  gt_tensor a_self;
  int64_t a_repeats_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_repeat_args) == 40, "args layout differs from the Go side's");
char* gt_repeat(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_repeats = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_repeats_len = a->a_repeats_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::repeat::call(gotorch::ref(a_self, "self"), gotorch::symints(a_repeats, a_repeats_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// repeat.out(Tensor self, SymInt[] repeats, *, Tensor(a!) out) -> Tensor(a!)
struct gt_repeat_out_args {
  gt_tensor a_self;
  int64_t a_repeats_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_repeat_out_args) == 24, "args layout differs from the Go side's");
char* gt_repeat_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_repeat_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_repeats = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_repeats_len = a->a_repeats_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::repeat_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_repeats, a_repeats_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// replication_pad1d(Tensor self, int[2] padding) -> Tensor
struct gt_replication_pad1d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad1d_args) == 40, "args layout differs from the Go side's");
char* gt_replication_pad1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad1d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_replication_pad1d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_replication_pad1d_out_args) == 24, "args layout differs from the Go side's");
char* gt_replication_pad1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::replication_pad1d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
struct gt_replication_pad1d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad1d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_replication_pad1d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad1d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad1d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_replication_pad1d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_replication_pad1d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_replication_pad1d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad1d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::replication_pad1d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
struct gt_replication_pad2d_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad2d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_replication_pad2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_replication_pad2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_replication_pad2d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_replication_pad2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::replication_pad2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// replication_pad3d(Tensor self, int[6] padding) -> Tensor
struct gt_replication_pad3d_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_replication_pad3d_args) == 40, "args layout differs from the Go side's");
char* gt_replication_pad3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad3d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::replication_pad3d::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// replication_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!)
struct gt_replication_pad3d_out_args {
  gt_tensor a_self;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_replication_pad3d_out_args) == 24, "args layout differs from the Go side's");
char* gt_replication_pad3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_replication_pad3d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_padding = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::replication_pad3d_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// requires_grad_(Tensor(a!) self, bool requires_grad=True) -> Tensor(a!)
struct gt_requires_grad__args {
  gt_tensor a_self;
  bool a_requires_grad;
};
static_assert(sizeof(gt_requires_grad__args) == 16, "args layout differs from the Go side's");
char* gt_requires_grad_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_requires_grad__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_requires_grad = a->a_requires_grad;
  GT_TRY
  at::_ops::requires_grad_::call(gotorch::ref(a_self, "self"), a_requires_grad);
  GT_CATCH
}

// resize_as_sparse(Tensor self, Tensor the_template) -> Tensor
struct gt_resize_as_sparse_args {
  gt_tensor a_self;
  gt_tensor a_the_template;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_resize_as_sparse_args) == 40, "args layout differs from the Go side's");
char* gt_resize_as_sparse(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as_sparse_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::resize_as_sparse::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resize_as_sparse.out(Tensor self, Tensor the_template, *, Tensor(a!) out) -> Tensor(a!)
struct gt_resize_as_sparse_out_args {
  gt_tensor a_self;
  gt_tensor a_the_template;
  gt_tensor a_out;
};
static_assert(sizeof(gt_resize_as_sparse_out_args) == 24, "args layout differs from the Go side's");
char* gt_resize_as_sparse_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as_sparse_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::resize_as_sparse_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// resize_as_sparse_(Tensor(a!) self, Tensor the_template) -> Tensor(a!)
struct gt_resize_as_sparse__args {
  gt_tensor a_self;
  gt_tensor a_the_template;
};
static_assert(sizeof(gt_resize_as_sparse__args) == 16, "args layout differs from the Go side's");
char* gt_resize_as_sparse_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resize_as_sparse__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_the_template(a->a_the_template);
  GT_TRY
  at::_ops::resize_as_sparse_::call(gotorch::ref(a_self, "self"), gotorch::ref(a_the_template, "the_template"));
  GT_CATCH
}

// resolve_conj(Tensor(a) self) -> Tensor(a)
struct gt_resolve_conj_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_resolve_conj_args) == 32, "args layout differs from the Go side's");
char* gt_resolve_conj(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resolve_conj_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::resolve_conj::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// resolve_neg(Tensor(a) self) -> Tensor(a)
struct gt_resolve_neg_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_resolve_neg_args) == 32, "args layout differs from the Go side's");
char* gt_resolve_neg(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_resolve_neg_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::resolve_neg::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// retain_grad(Tensor(a!) self) -> ()
struct gt_retain_grad_args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_retain_grad_args) == 8, "args layout differs from the Go side's");
char* gt_retain_grad(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_retain_grad_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::retain_grad::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// rnn_relu.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
struct gt_rnn_relu_data_args {
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
static_assert(sizeof(gt_rnn_relu_data_args) == 112, "args layout differs from the Go side's");
char* gt_rnn_relu_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_relu_data_args*>(args);
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
  auto r = at::_ops::rnn_relu_data::call(gotorch::ref(a_data, "data"), gotorch::ref(a_batch_sizes, "batch_sizes"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// rnn_relu.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
struct gt_rnn_relu_input_args {
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
static_assert(sizeof(gt_rnn_relu_input_args) == 104, "args layout differs from the Go side's");
char* gt_rnn_relu_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_relu_input_args*>(args);
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
  auto r = at::_ops::rnn_relu_input::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), at::TensorList(gotorch::tensors(a_params, a_params_len, "params")), a_has_biases, a_num_layers, a_dropout, a_train, a_bidirectional, a_batch_first);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
struct gt_rnn_relu_cell_args {
  gt_tensor a_input;
  gt_tensor a_hx;
  gt_tensor a_w_ih;
  gt_tensor a_w_hh;
  gt_tensor a_b_ih;
  gt_tensor a_b_hh;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rnn_relu_cell_args) == 72, "args layout differs from the Go side's");
char* gt_rnn_relu_cell(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rnn_relu_cell_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  gotorch::borrowed a_hx(a->a_hx);
  gotorch::borrowed a_w_ih(a->a_w_ih);
  gotorch::borrowed a_w_hh(a->a_w_hh);
  gotorch::borrowed a_b_ih(a->a_b_ih);
  gotorch::borrowed a_b_hh(a->a_b_hh);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rnn_relu_cell::call(gotorch::ref(a_input, "input"), gotorch::ref(a_hx, "hx"), gotorch::ref(a_w_ih, "w_ih"), gotorch::ref(a_w_hh, "w_hh"), gotorch::opt(a_b_ih, "b_ih"), gotorch::opt(a_b_hh, "b_hh"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor
struct gt_rot90_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dims_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_rot90_args) == 48, "args layout differs from the Go side's");
char* gt_rot90(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rot90_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::rot90::call(gotorch::ref(a_self, "self"), a_k, at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// rot90.out(Tensor self, int k=1, int[] dims=[0,1], *, Tensor(a!) out) -> Tensor(a!)
struct gt_rot90_out_args {
  gt_tensor a_self;
  int64_t a_k;
  int64_t a_dims_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_rot90_out_args) == 32, "args layout differs from the Go side's");
char* gt_rot90_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_rot90_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_k = a->a_k;
  auto a_dims = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_len = a->a_dims_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::rot90_out::call(gotorch::ref(a_self, "self"), a_k, at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// round(Tensor self) -> Tensor
struct gt_round_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_round_args) == 32, "args layout differs from the Go side's");
char* gt_round(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::round::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// round.decimals(Tensor self, *, int decimals) -> Tensor
struct gt_round_decimals_args {
  gt_tensor a_self;
  int64_t a_decimals;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_round_decimals_args) == 40, "args layout differs from the Go side's");
char* gt_round_decimals(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round_decimals_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_decimals = a->a_decimals;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::round_decimals::call(gotorch::ref(a_self, "self"), a_decimals);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)
struct gt_round_decimals_out_args {
  gt_tensor a_self;
  int64_t a_decimals;
  gt_tensor a_out;
};
static_assert(sizeof(gt_round_decimals_out_args) == 24, "args layout differs from the Go side's");
char* gt_round_decimals_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round_decimals_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_decimals = a->a_decimals;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::round_decimals_out::call(gotorch::ref(a_self, "self"), a_decimals, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_round_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_round_out_args) == 16, "args layout differs from the Go side's");
char* gt_round_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::round_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// round_(Tensor(a!) self) -> Tensor(a!)
struct gt_round__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_round__args) == 8, "args layout differs from the Go side's");
char* gt_round_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::round_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)
struct gt_round__decimals_args {
  gt_tensor a_self;
  int64_t a_decimals;
};
static_assert(sizeof(gt_round__decimals_args) == 16, "args layout differs from the Go side's");
char* gt_round__decimals(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_round__decimals_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_decimals = a->a_decimals;
  GT_TRY
  at::_ops::round__decimals::call(gotorch::ref(a_self, "self"), a_decimals);
  GT_CATCH
}

// row_indices(Tensor(a) self) -> Tensor(a)
struct gt_row_indices_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_row_indices_args) == 32, "args layout differs from the Go side's");
char* gt_row_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_row_indices_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::row_indices::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// row_indices_copy(Tensor self) -> Tensor
struct gt_row_indices_copy_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_row_indices_copy_args) == 32, "args layout differs from the Go side's");
char* gt_row_indices_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_row_indices_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::row_indices_copy::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// row_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_row_indices_copy_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_row_indices_copy_out_args) == 16, "args layout differs from the Go side's");
char* gt_row_indices_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_row_indices_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::row_indices_copy_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_scalar_tensor_args {
  gt_scalar a_s;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_scalar_tensor_args) == 80, "args layout differs from the Go side's");
char* gt_scalar_tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scalar_tensor_args*>(args);
  gt_scalar a_s = a->a_s;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::scalar_tensor::call(gotorch::scalar(a_s), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// scalar_tensor.out(Scalar s, *, Tensor(a!) out) -> Tensor(a!)
struct gt_scalar_tensor_out_args {
  gt_scalar a_s;
  gt_tensor a_out;
};
static_assert(sizeof(gt_scalar_tensor_out_args) == 40, "args layout differs from the Go side's");
char* gt_scalar_tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_scalar_tensor_out_args*>(args);
  gt_scalar a_s = a->a_s;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::scalar_tensor_out::call(gotorch::scalar(a_s), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, int index) -> Tensor
struct gt_select_backward_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_select_backward_args) == 56, "args layout differs from the Go side's");
char* gt_select_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::select_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// select_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_select_backward_out_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_select_backward_out_args) == 40, "args layout differs from the Go side's");
char* gt_select_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::select_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, a_index, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// select_copy.int(Tensor self, int dim, int index) -> Tensor
struct gt_select_copy_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_select_copy_int_args) == 48, "args layout differs from the Go side's");
char* gt_select_copy_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_copy_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::select_copy_int::call(gotorch::ref(a_self, "self"), a_dim, a_index);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// select_copy.int_out(Tensor self, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_select_copy_int_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_select_copy_int_out_args) == 32, "args layout differs from the Go side's");
char* gt_select_copy_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_select_copy_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t a_index = a->a_index;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::select_copy_int_out::call(gotorch::ref(a_self, "self"), a_dim, a_index, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// set_data(Tensor(a!) self, Tensor new_data) -> ()
struct gt_set_data_args {
  gt_tensor a_self;
  gt_tensor a_new_data;
};
static_assert(sizeof(gt_set_data_args) == 16, "args layout differs from the Go side's");
char* gt_set_data(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_set_data_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_new_data(a->a_new_data);
  GT_TRY
  at::_ops::set_data::call(gotorch::ref(a_self, "self"), gotorch::ref(a_new_data, "new_data"));
  GT_CATCH
}

// sgn(Tensor self) -> Tensor
struct gt_sgn_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sgn_args) == 32, "args layout differs from the Go side's");
char* gt_sgn(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sgn_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sgn::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sgn.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sgn_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sgn_out_args) == 16, "args layout differs from the Go side's");
char* gt_sgn_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sgn_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sgn_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sgn_(Tensor(a!) self) -> Tensor(a!)
struct gt_sgn__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sgn__args) == 8, "args layout differs from the Go side's");
char* gt_sgn_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sgn__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sgn_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// sigmoid(Tensor self) -> Tensor
struct gt_sigmoid_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sigmoid_args) == 32, "args layout differs from the Go side's");
char* gt_sigmoid(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sigmoid_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sigmoid::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sigmoid_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sigmoid_out_args) == 16, "args layout differs from the Go side's");
char* gt_sigmoid_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sigmoid_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sigmoid_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sigmoid_(Tensor(a!) self) -> Tensor(a!)
struct gt_sigmoid__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_sigmoid__args) == 8, "args layout differs from the Go side's");
char* gt_sigmoid_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sigmoid__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::sigmoid_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// silu(Tensor self) -> Tensor
struct gt_silu_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_silu_args) == 32, "args layout differs from the Go side's");
char* gt_silu(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_silu_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::silu::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_silu_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_silu_out_args) == 16, "args layout differs from the Go side's");
char* gt_silu_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_silu_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::silu_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// silu_(Tensor(a!) self) -> Tensor(a!)
struct gt_silu__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_silu__args) == 8, "args layout differs from the Go side's");
char* gt_silu_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_silu__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::silu_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// size.Dimname(Tensor self, Dimname dim) -> int
struct gt_size_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t out0;
};
static_assert(sizeof(gt_size_Dimname_args) == 24, "args layout differs from the Go side's");
char* gt_size_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_size_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::size_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = std::move(r);
  GT_CATCH
}

// size.int(Tensor self, int dim) -> int
struct gt_size_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t out0;
};
static_assert(sizeof(gt_size_int_args) == 24, "args layout differs from the Go side's");
char* gt_size_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_size_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::size_int::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = std::move(r);
  GT_CATCH
}

// slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor
struct gt_slice_backward_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_start;
  int64_t a_end;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slice_backward_args) == 72, "args layout differs from the Go side's");
char* gt_slice_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_start = a->a_start;
  int64_t a_end = a->a_end;
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slice_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, c10::SymInt(a_start), c10::SymInt(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slice_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slice_backward_out_args {
  gt_tensor a_grad_output;
  int64_t a_input_sizes_len;
  int64_t a_dim;
  int64_t a_start;
  int64_t a_end;
  int64_t a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slice_backward_out_args) == 56, "args layout differs from the Go side's");
char* gt_slice_backward_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_backward_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_input_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_input_sizes_len = a->a_input_sizes_len;
  int64_t a_dim = a->a_dim;
  int64_t a_start = a->a_start;
  int64_t a_end = a->a_end;
  int64_t a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::slice_backward_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, c10::SymInt(a_start), c10::SymInt(a_end), c10::SymInt(a_step), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
struct gt_slice_copy_Tensor_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slice_copy_Tensor_args) == 48, "args layout differs from the Go side's");
char* gt_slice_copy_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_copy_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  auto a_start = static_cast<const int64_t*>(ptrs[0]);
  auto a_end = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::slice_copy_Tensor::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slice_copy.Tensor_out(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slice_copy_Tensor_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slice_copy_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_slice_copy_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slice_copy_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  auto a_start = static_cast<const int64_t*>(ptrs[0]);
  auto a_end = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::slice_copy_Tensor_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// slow_conv3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0) -> Tensor
struct gt_slow_conv3d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slow_conv3d_args) == 72, "args layout differs from the Go side's");
char* gt_slow_conv3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv3d_args*>(args);
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
  auto r = at::_ops::slow_conv3d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slow_conv3d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slow_conv3d_out_args) == 56, "args layout differs from the Go side's");
char* gt_slow_conv3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv3d_out_args*>(args);
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
  at::_ops::slow_conv3d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// slow_conv3d_forward(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding) -> Tensor
struct gt_slow_conv3d_forward_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slow_conv3d_forward_args) == 72, "args layout differs from the Go side's");
char* gt_slow_conv3d_forward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv3d_forward_args*>(args);
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
  auto r = at::_ops::slow_conv3d_forward::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv3d_forward.output(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, *, Tensor(a!) output) -> Tensor(a!)
struct gt_slow_conv3d_forward_output_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  gt_tensor a_output;
};
static_assert(sizeof(gt_slow_conv3d_forward_output_args) == 56, "args layout differs from the Go side's");
char* gt_slow_conv3d_forward_output(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv3d_forward_output_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_weight(a->a_weight);
  auto a_kernel_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_kernel_size_len = a->a_kernel_size_len;
  gotorch::borrowed a_bias(a->a_bias);
  auto a_stride = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_stride_len = a->a_stride_len;
  auto a_padding = static_cast<const int64_t*>(ptrs[2]);
  int64_t a_padding_len = a->a_padding_len;
  gotorch::borrowed a_output(a->a_output);
  GT_TRY
  at::_ops::slow_conv3d_forward_output::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_output, "output"));
  GT_CATCH
}

// slow_conv_dilated3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1) -> Tensor
struct gt_slow_conv_dilated3d_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_slow_conv_dilated3d_args) == 80, "args layout differs from the Go side's");
char* gt_slow_conv_dilated3d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_dilated3d_args*>(args);
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
  auto r = at::_ops::slow_conv_dilated3d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv_dilated3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slow_conv_dilated3d_out_args {
  gt_tensor a_self;
  gt_tensor a_weight;
  int64_t a_kernel_size_len;
  gt_tensor a_bias;
  int64_t a_stride_len;
  int64_t a_padding_len;
  int64_t a_dilation_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_slow_conv_dilated3d_out_args) == 64, "args layout differs from the Go side's");
char* gt_slow_conv_dilated3d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_dilated3d_out_args*>(args);
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
  at::_ops::slow_conv_dilated3d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// slow_conv_transpose2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1) -> Tensor
struct gt_slow_conv_transpose2d_args {
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
static_assert(sizeof(gt_slow_conv_transpose2d_args) == 88, "args layout differs from the Go side's");
char* gt_slow_conv_transpose2d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_transpose2d_args*>(args);
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
  auto r = at::_ops::slow_conv_transpose2d::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// slow_conv_transpose2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
struct gt_slow_conv_transpose2d_out_args {
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
static_assert(sizeof(gt_slow_conv_transpose2d_out_args) == 72, "args layout differs from the Go side's");
char* gt_slow_conv_transpose2d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_slow_conv_transpose2d_out_args*>(args);
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
  at::_ops::slow_conv_transpose2d_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_weight, "weight"), at::IntArrayRef(a_kernel_size, a_kernel_size_len), gotorch::opt(a_bias, "bias"), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_output_padding, a_output_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
struct gt_softmax_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softmax_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt_softmax_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softmax_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softmax_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
struct gt_softmax_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softmax_int_args) == 48, "args layout differs from the Go side's");
char* gt_softmax_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softmax_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softmax_int::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_softmax_int_out_args {
  gt_tensor a_self;
  int64_t a_dim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_softmax_int_out_args) == 32, "args layout differs from the Go side's");
char* gt_softmax_int_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softmax_int_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::softmax_int_out::call(gotorch::ref(a_self, "self"), a_dim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor
struct gt_softplus_backward_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_beta;
  gt_scalar a_threshold;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softplus_backward_args) == 104, "args layout differs from the Go side's");
char* gt_softplus_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softplus_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_threshold = a->a_threshold;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softplus_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_beta), gotorch::scalar(a_threshold));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softplus_backward.grad_input(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_softplus_backward_grad_input_args {
  gt_tensor a_grad_output;
  gt_tensor a_self;
  gt_scalar a_beta;
  gt_scalar a_threshold;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_softplus_backward_grad_input_args) == 88, "args layout differs from the Go side's");
char* gt_softplus_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softplus_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_threshold = a->a_threshold;
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::softplus_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::ref(a_self, "self"), gotorch::scalar(a_beta), gotorch::scalar(a_threshold), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// softshrink(Tensor self, Scalar lambd=0.5) -> Tensor
struct gt_softshrink_args {
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_softshrink_args) == 64, "args layout differs from the Go side's");
char* gt_softshrink(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softshrink_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::softshrink::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// softshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!)
struct gt_softshrink_out_args {
  gt_tensor a_self;
  gt_scalar a_lambd;
  gt_tensor a_out;
};
static_assert(sizeof(gt_softshrink_out_args) == 48, "args layout differs from the Go side's");
char* gt_softshrink_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_softshrink_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_lambd = a->a_lambd;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::softshrink_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_lambd), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
struct gt_sort_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_descending;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_sort_args) == 72, "args layout differs from the Go side's");
char* gt_sort(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::sort::call(gotorch::ref(a_self, "self"), a_dim, a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// sort.dimname(Tensor self, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
struct gt_sort_dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_descending;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_sort_dimname_args) == 72, "args layout differs from the Go side's");
char* gt_sort_dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::sort_dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// sort.dimname_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
struct gt_sort_dimname_stable_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_descending;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_sort_dimname_stable_args) == 72, "args layout differs from the Go side's");
char* gt_sort_dimname_stable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_dimname_stable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_stable = static_cast<const bool*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::sort_dimname_stable::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_stable), gotorch::dimname(a_dim, a_dim_len, "dim"), a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// sort.dimname_values(Tensor self, Dimname dim, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_sort_dimname_values_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_descending;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_sort_dimname_values_args) == 40, "args layout differs from the Go side's");
char* gt_sort_dimname_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_dimname_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_descending = a->a_descending;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::sort_dimname_values::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"), a_descending, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// sort.dimname_values_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_sort_dimname_values_stable_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_descending;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_sort_dimname_values_stable_args) == 40, "args layout differs from the Go side's");
char* gt_sort_dimname_values_stable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_dimname_values_stable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_stable = static_cast<const bool*>(ptrs[0]);
  auto a_dim = static_cast<const char*>(ptrs[1]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_descending = a->a_descending;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::sort_dimname_values_stable::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_stable), gotorch::dimname(a_dim, a_dim_len, "dim"), a_descending, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
struct gt_sort_stable_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_descending;
  gt_tensor_out out0;
  gt_tensor_out out1;
};
static_assert(sizeof(gt_sort_stable_args) == 72, "args layout differs from the Go side's");
char* gt_sort_stable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_stable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_stable = static_cast<const bool*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  GT_TRY
  auto r = at::_ops::sort_stable::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_stable), a_dim, a_descending);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

// sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_sort_values_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_descending;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_sort_values_args) == 40, "args layout differs from the Go side's");
char* gt_sort_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::sort_values::call(gotorch::ref(a_self, "self"), a_dim, a_descending, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
struct gt_sort_values_stable_args {
  gt_tensor a_self;
  int64_t a_dim;
  bool a_descending;
  gt_tensor a_values;
  gt_tensor a_indices;
};
static_assert(sizeof(gt_sort_values_stable_args) == 40, "args layout differs from the Go side's");
char* gt_sort_values_stable(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sort_values_stable_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_stable = static_cast<const bool*>(ptrs[0]);
  int64_t a_dim = a->a_dim;
  bool a_descending = a->a_descending;
  gotorch::borrowed a_values(a->a_values);
  gotorch::borrowed a_indices(a->a_indices);
  GT_TRY
  at::_ops::sort_values_stable::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_stable), a_dim, a_descending, gotorch::ref(a_values, "values"), gotorch::ref(a_indices, "indices"));
  GT_CATCH
}

// sparse_compressed_tensor.comp_plain_value(Tensor compressed_indices, Tensor plain_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_compressed_tensor_comp_plain_value_args {
  gt_tensor a_compressed_indices;
  gt_tensor a_plain_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_compressed_tensor_comp_plain_value_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_compressed_tensor_comp_plain_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_compressed_tensor_comp_plain_value_args*>(args);
  gotorch::borrowed a_compressed_indices(a->a_compressed_indices);
  gotorch::borrowed a_plain_indices(a->a_plain_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_compressed_tensor_comp_plain_value::call(gotorch::ref(a_compressed_indices, "compressed_indices"), gotorch::ref(a_plain_indices, "plain_indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_compressed_tensor.comp_plain_value_size(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_compressed_tensor_comp_plain_value_size_args {
  gt_tensor a_compressed_indices;
  gt_tensor a_plain_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_compressed_tensor_comp_plain_value_size_args) == 80, "args layout differs from the Go side's");
char* gt_sparse_compressed_tensor_comp_plain_value_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_compressed_tensor_comp_plain_value_size_args*>(args);
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
  auto r = at::_ops::sparse_compressed_tensor_comp_plain_value_size::call(gotorch::ref(a_compressed_indices, "compressed_indices"), gotorch::ref(a_plain_indices, "plain_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_coo_tensor.indices(Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_sparse_coo_tensor_indices_args {
  gt_tensor a_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_coo_tensor_indices_args) == 64, "args layout differs from the Go side's");
char* gt_sparse_coo_tensor_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_coo_tensor_indices_args*>(args);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_indices::call(gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_coo_tensor.indices_size(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_sparse_coo_tensor_indices_size_args {
  gt_tensor a_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_coo_tensor_indices_size_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_coo_tensor_indices_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_coo_tensor_indices_size_args*>(args);
  gotorch::borrowed a_indices(a->a_indices);
  gotorch::borrowed a_values(a->a_values);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_indices_size::call(gotorch::ref(a_indices, "indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_coo_tensor.size(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_coo_tensor_size_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_coo_tensor_size_args) == 56, "args layout differs from the Go side's");
char* gt_sparse_coo_tensor_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_coo_tensor_size_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_size::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_coo_tensor.size_out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sparse_coo_tensor_size_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sparse_coo_tensor_size_out_args) == 16, "args layout differs from the Go side's");
char* gt_sparse_coo_tensor_size_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_coo_tensor_size_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sparse_coo_tensor_size_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sparse_csc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_csc_tensor_ccol_row_value_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_csc_tensor_ccol_row_value_args) == 72, "args layout differs from the Go side's");
char* gt_sparse_csc_tensor_ccol_row_value(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_csc_tensor_ccol_row_value_args*>(args);
  gotorch::borrowed a_ccol_indices(a->a_ccol_indices);
  gotorch::borrowed a_row_indices(a->a_row_indices);
  gotorch::borrowed a_values(a->a_values);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_csc_tensor_ccol_row_value::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_csc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
struct gt_sparse_csc_tensor_ccol_row_value_size_args {
  gt_tensor a_ccol_indices;
  gt_tensor a_row_indices;
  gt_tensor a_values;
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_csc_tensor_ccol_row_value_size_args) == 80, "args layout differs from the Go side's");
char* gt_sparse_csc_tensor_ccol_row_value_size(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_csc_tensor_ccol_row_value_size_args*>(args);
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
  auto r = at::_ops::sparse_csc_tensor_ccol_row_value_size::call(gotorch::ref(a_ccol_indices, "ccol_indices"), gotorch::ref(a_row_indices, "row_indices"), gotorch::ref(a_values, "values"), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_dim(Tensor self) -> int
struct gt_sparse_dim_args {
  gt_tensor a_self;
  int64_t out0;
};
static_assert(sizeof(gt_sparse_dim_args) == 16, "args layout differs from the Go side's");
char* gt_sparse_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_dim::call(gotorch::ref(a_self, "self"));
  *out0 = std::move(r);
  GT_CATCH
}

// sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
struct gt_sparse_resize_and_clear_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sparse_resize_and_clear_args) == 56, "args layout differs from the Go side's");
char* gt_sparse_resize_and_clear(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize_and_clear_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sparse_resize_and_clear::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sparse_resize_and_clear.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!)
struct gt_sparse_resize_and_clear_out_args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sparse_resize_and_clear_out_args) == 40, "args layout differs from the Go side's");
char* gt_sparse_resize_and_clear_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize_and_clear_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sparse_resize_and_clear_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sparse_resize_and_clear_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!)
struct gt_sparse_resize_and_clear__args {
  gt_tensor a_self;
  int64_t a_size_len;
  int64_t a_sparse_dim;
  int64_t a_dense_dim;
};
static_assert(sizeof(gt_sparse_resize_and_clear__args) == 32, "args layout differs from the Go side's");
char* gt_sparse_resize_and_clear_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sparse_resize_and_clear__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int64_t a_sparse_dim = a->a_sparse_dim;
  int64_t a_dense_dim = a->a_dense_dim;
  GT_TRY
  at::_ops::sparse_resize_and_clear_::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_size, a_size_len), a_sparse_dim, a_dense_dim);
  GT_CATCH
}

// special_bessel_j1(Tensor self) -> Tensor
struct gt_special_bessel_j1_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_bessel_j1_args) == 32, "args layout differs from the Go side's");
char* gt_special_bessel_j1(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_j1_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_bessel_j1::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_bessel_j1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_bessel_j1_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_bessel_j1_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_bessel_j1_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_bessel_j1_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_bessel_j1_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_v_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_args) == 40, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_chebyshev_polynomial_v_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_v_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_v_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_chebyshev_polynomial_v_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_v_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_chebyshev_polynomial_v_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_chebyshev_polynomial_v_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_chebyshev_polynomial_v_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_chebyshev_polynomial_v_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_chebyshev_polynomial_v_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_exp2(Tensor self) -> Tensor
struct gt_special_exp2_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_exp2_args) == 32, "args layout differs from the Go side's");
char* gt_special_exp2(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_exp2_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_exp2::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_exp2_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_exp2_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_exp2_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_exp2_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_exp2_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_gammainc(Tensor self, Tensor other) -> Tensor
struct gt_special_gammainc_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_gammainc_args) == 40, "args layout differs from the Go side's");
char* gt_special_gammainc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammainc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_gammainc::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_gammainc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_gammainc_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_gammainc_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_gammainc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammainc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_gammainc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_gammaincc(Tensor self, Tensor other) -> Tensor
struct gt_special_gammaincc_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_gammaincc_args) == 40, "args layout differs from the Go side's");
char* gt_special_gammaincc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammaincc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_gammaincc::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_gammaincc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_gammaincc_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_gammaincc_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_gammaincc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_gammaincc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_gammaincc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
struct gt_special_hermite_polynomial_h_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_args) == 40, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_hermite_polynomial_h_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_h.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_h_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_h_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_h.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_h_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_h_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_hermite_polynomial_h_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_hermite_polynomial_h_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_hermite_polynomial_h.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_hermite_polynomial_h_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_hermite_polynomial_h_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_hermite_polynomial_h_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_hermite_polynomial_h_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_hermite_polynomial_h_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
struct gt_special_laguerre_polynomial_l_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_args) == 40, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_laguerre_polynomial_l_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_laguerre_polynomial_l.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_laguerre_polynomial_l_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_laguerre_polynomial_l.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_laguerre_polynomial_l_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_laguerre_polynomial_l_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_laguerre_polynomial_l_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_laguerre_polynomial_l.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_laguerre_polynomial_l_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_laguerre_polynomial_l_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_laguerre_polynomial_l_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_laguerre_polynomial_l_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_laguerre_polynomial_l_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_log_ndtr(Tensor self) -> Tensor
struct gt_special_log_ndtr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_log_ndtr_args) == 32, "args layout differs from the Go side's");
char* gt_special_log_ndtr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_log_ndtr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_log_ndtr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_log_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_log_ndtr_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_log_ndtr_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_log_ndtr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_log_ndtr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_log_ndtr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_logit(Tensor self, float? eps=None) -> Tensor
struct gt_special_logit_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_logit_args) == 32, "args layout differs from the Go side's");
char* gt_special_logit(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_logit_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_logit::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_logit_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_logit_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_logit_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_logit_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_eps = static_cast<const double*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_logit_out::call(gotorch::ref(a_self, "self"), gotorch::opt_value(a_eps), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_modified_bessel_i0(Tensor self) -> Tensor
struct gt_special_modified_bessel_i0_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_modified_bessel_i0_args) == 32, "args layout differs from the Go side's");
char* gt_special_modified_bessel_i0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_i0_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_modified_bessel_i0::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_modified_bessel_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_modified_bessel_i0_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_modified_bessel_i0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_modified_bessel_i0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_modified_bessel_i0_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_modified_bessel_i0_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_multigammaln(Tensor self, int p) -> Tensor
struct gt_special_multigammaln_args {
  gt_tensor a_self;
  int64_t a_p;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_multigammaln_args) == 40, "args layout differs from the Go side's");
char* gt_special_multigammaln(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_multigammaln_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_p = a->a_p;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_multigammaln::call(gotorch::ref(a_self, "self"), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_multigammaln.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_multigammaln_out_args {
  gt_tensor a_self;
  int64_t a_p;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_multigammaln_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_multigammaln_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_multigammaln_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_p = a->a_p;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_multigammaln_out::call(gotorch::ref(a_self, "self"), a_p, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_ndtr(Tensor self) -> Tensor
struct gt_special_ndtr_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_ndtr_args) == 32, "args layout differs from the Go side's");
char* gt_special_ndtr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_ndtr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_ndtr::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_ndtr_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_ndtr_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_ndtr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_ndtr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_ndtr_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_ndtri(Tensor self) -> Tensor
struct gt_special_ndtri_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_ndtri_args) == 32, "args layout differs from the Go side's");
char* gt_special_ndtri(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_ndtri_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_ndtri::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_ndtri.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_ndtri_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_ndtri_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_ndtri_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_ndtri_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_ndtri_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_polygamma(int n, Tensor self) -> Tensor
struct gt_special_polygamma_args {
  int64_t a_n;
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_polygamma_args) == 40, "args layout differs from the Go side's");
char* gt_special_polygamma(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_polygamma_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_polygamma::call(a_n, gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_polygamma_out_args {
  int64_t a_n;
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_polygamma_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_polygamma_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_polygamma_out_args*>(args);
  int64_t a_n = a->a_n;
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_polygamma_out::call(a_n, gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_psi(Tensor self) -> Tensor
struct gt_special_psi_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_psi_args) == 32, "args layout differs from the Go side's");
char* gt_special_psi(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_psi_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_psi::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_psi.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_psi_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_psi_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_psi_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_psi_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_psi_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_scaled_modified_bessel_k0(Tensor x) -> Tensor
struct gt_special_scaled_modified_bessel_k0_args {
  gt_tensor a_x;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_scaled_modified_bessel_k0_args) == 32, "args layout differs from the Go side's");
char* gt_special_scaled_modified_bessel_k0(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_scaled_modified_bessel_k0_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_scaled_modified_bessel_k0::call(gotorch::ref(a_x, "x"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_scaled_modified_bessel_k0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_scaled_modified_bessel_k0_out_args {
  gt_tensor a_x;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_scaled_modified_bessel_k0_out_args) == 16, "args layout differs from the Go side's");
char* gt_special_scaled_modified_bessel_k0_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_scaled_modified_bessel_k0_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_scaled_modified_bessel_k0_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_w_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_args) == 40, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_w_n_scalar_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_n_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w_n_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_n_scalar_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w_n_scalar::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_w_n_scalar_out_args {
  gt_tensor a_x;
  gt_scalar a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_n_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w_n_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_n_scalar_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gt_scalar a_n = a->a_n;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_n_scalar_out::call(gotorch::ref(a_x, "x"), gotorch::scalar(a_n), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_w_out_args {
  gt_tensor a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_out_args) == 24, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_out_args*>(args);
  gotorch::borrowed a_x(a->a_x);
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_out::call(gotorch::ref(a_x, "x"), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
struct gt_special_shifted_chebyshev_polynomial_w_x_scalar_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_x_scalar_args) == 64, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w_x_scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_x_scalar_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::special_shifted_chebyshev_polynomial_w_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// special_shifted_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
struct gt_special_shifted_chebyshev_polynomial_w_x_scalar_out_args {
  gt_scalar a_x;
  gt_tensor a_n;
  gt_tensor a_out;
};
static_assert(sizeof(gt_special_shifted_chebyshev_polynomial_w_x_scalar_out_args) == 48, "args layout differs from the Go side's");
char* gt_special_shifted_chebyshev_polynomial_w_x_scalar_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_special_shifted_chebyshev_polynomial_w_x_scalar_out_args*>(args);
  gt_scalar a_x = a->a_x;
  gotorch::borrowed a_n(a->a_n);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::special_shifted_chebyshev_polynomial_w_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n, "n"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
struct gt_split_Tensor_args {
  gt_tensor a_self;
  int64_t a_split_size;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_split_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_split_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_split_size = a->a_split_size;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::split_Tensor::call(gotorch::ref(a_self, "self"), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[]
struct gt_split_sizes_args {
  gt_tensor a_self;
  int64_t a_split_size_len;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_split_sizes_args) == 40, "args layout differs from the Go side's");
char* gt_split_sizes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_split_sizes_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_size_len = a->a_split_size_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::split_sizes::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_size, a_split_size_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// square(Tensor self) -> Tensor
struct gt_square_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_square_args) == 32, "args layout differs from the Go side's");
char* gt_square(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_square_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::square::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// square.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_square_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_square_out_args) == 16, "args layout differs from the Go side's");
char* gt_square_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_square_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::square_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// square_(Tensor(a!) self) -> Tensor(a!)
struct gt_square__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_square__args) == 8, "args layout differs from the Go side's");
char* gt_square_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_square__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::square_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
struct gt_sspaddmm_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sspaddmm_args) == 112, "args layout differs from the Go side's");
char* gt_sspaddmm(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sspaddmm_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sspaddmm::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sspaddmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
struct gt_sspaddmm_out_args {
  gt_tensor a_self;
  gt_tensor a_mat1;
  gt_tensor a_mat2;
  gt_scalar a_beta;
  gt_scalar a_alpha;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sspaddmm_out_args) == 96, "args layout differs from the Go side's");
char* gt_sspaddmm_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sspaddmm_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_mat1(a->a_mat1);
  gotorch::borrowed a_mat2(a->a_mat2);
  gt_scalar a_beta = a->a_beta;
  gt_scalar a_alpha = a->a_alpha;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sspaddmm_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_mat1, "mat1"), gotorch::ref(a_mat2, "mat2"), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// stride.Dimname(Tensor self, Dimname dim) -> int
struct gt_stride_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  int64_t out0;
};
static_assert(sizeof(gt_stride_Dimname_args) == 24, "args layout differs from the Go side's");
char* gt_stride_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stride_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::stride_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim, a_dim_len, "dim"));
  *out0 = std::move(r);
  GT_CATCH
}

// stride.int(Tensor self, int dim) -> int
struct gt_stride_int_args {
  gt_tensor a_self;
  int64_t a_dim;
  int64_t out0;
};
static_assert(sizeof(gt_stride_int_args) == 24, "args layout differs from the Go side's");
char* gt_stride_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_stride_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim = a->a_dim;
  int64_t* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::stride_int::call(gotorch::ref(a_self, "self"), a_dim);
  *out0 = std::move(r);
  GT_CATCH
}

// sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
struct gt_sum_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sum_args) == 40, "args layout differs from the Go side's");
char* gt_sum(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sum::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sum.DimnameList_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_sum_DimnameList_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sum_DimnameList_out_args) == 32, "args layout differs from the Go side's");
char* gt_sum_DimnameList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_DimnameList_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sum_DimnameList_out::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sum.IntList_out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_sum_IntList_out_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sum_IntList_out_args) == 32, "args layout differs from the Go side's");
char* gt_sum_IntList_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_IntList_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sum_IntList_out::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_sum_dim_DimnameList_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sum_dim_DimnameList_args) == 48, "args layout differs from the Go side's");
char* gt_sum_dim_DimnameList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_dim_DimnameList_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const char*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sum_dim_DimnameList::call(gotorch::ref(a_self, "self"), gotorch::dimnames(a_dim, a_dim_len, "dim"), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
struct gt_sum_dim_IntList_args {
  gt_tensor a_self;
  int64_t a_dim_len;
  bool a_keepdim;
  int32_t a_dtype;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_sum_dim_IntList_args) == 48, "args layout differs from the Go side's");
char* gt_sum_dim_IntList(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_dim_IntList_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dim_len = a->a_dim_len;
  bool a_keepdim = a->a_keepdim;
  int32_t a_dtype = a->a_dtype;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::sum_dim_IntList::call(gotorch::ref(a_self, "self"), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype, "dtype"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// sum.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
struct gt_sum_out_args {
  gt_tensor a_self;
  int32_t a_dtype;
  gt_tensor a_out;
};
static_assert(sizeof(gt_sum_out_args) == 24, "args layout differs from the Go side's");
char* gt_sum_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_sum_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::sum_out::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
struct gt_swapdims_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_swapdims_args) == 48, "args layout differs from the Go side's");
char* gt_swapdims(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_swapdims_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::swapdims::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
struct gt_swapdims__args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
};
static_assert(sizeof(gt_swapdims__args) == 24, "args layout differs from the Go side's");
char* gt_swapdims_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_swapdims__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  GT_TRY
  at::_ops::swapdims_::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  GT_CATCH
}

// t(Tensor(a) self) -> Tensor(a)
struct gt_t_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_t_args) == 32, "args layout differs from the Go side's");
char* gt_t(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_t_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::t::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// t_(Tensor(a!) self) -> Tensor(a!)
struct gt_t__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_t__args) == 8, "args layout differs from the Go side's");
char* gt_t_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_t__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::t_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// take(Tensor self, Tensor index) -> Tensor
struct gt_take_args {
  gt_tensor a_self;
  gt_tensor a_index;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_take_args) == 40, "args layout differs from the Go side's");
char* gt_take(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_take_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_index(a->a_index);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::take::call(gotorch::ref(a_self, "self"), gotorch::ref(a_index, "index"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
struct gt_take_out_args {
  gt_tensor a_self;
  gt_tensor a_index;
  gt_tensor a_out;
};
static_assert(sizeof(gt_take_out_args) == 24, "args layout differs from the Go side's");
char* gt_take_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_take_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_index(a->a_index);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::take_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_index, "index"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor
struct gt_take_along_dim_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_take_along_dim_args) == 40, "args layout differs from the Go side's");
char* gt_take_along_dim(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_take_along_dim_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::take_along_dim::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// take_along_dim.out(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_take_along_dim_out_args {
  gt_tensor a_self;
  gt_tensor a_indices;
  gt_tensor a_out;
};
static_assert(sizeof(gt_take_along_dim_out_args) == 24, "args layout differs from the Go side's");
char* gt_take_along_dim_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_take_along_dim_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_indices(a->a_indices);
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::take_along_dim_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_indices, "indices"), gotorch::opt_value(a_dim), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tanh(Tensor self) -> Tensor
struct gt_tanh_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tanh_args) == 32, "args layout differs from the Go side's");
char* gt_tanh(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tanh_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tanh::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_tanh_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_tanh_out_args) == 16, "args layout differs from the Go side's");
char* gt_tanh_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tanh_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::tanh_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// tanh_(Tensor(a!) self) -> Tensor(a!)
struct gt_tanh__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_tanh__args) == 8, "args layout differs from the Go side's");
char* gt_tanh_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tanh__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::tanh_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
struct gt_tensordot_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dims_self_len;
  int64_t a_dims_other_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_tensordot_args) == 56, "args layout differs from the Go side's");
char* gt_tensordot(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tensordot_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dims_self = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_self_len = a->a_dims_self_len;
  auto a_dims_other = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dims_other_len = a->a_dims_other_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::tensordot::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), at::IntArrayRef(a_dims_self, a_dims_self_len), at::IntArrayRef(a_dims_other, a_dims_other_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_tensordot_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  int64_t a_dims_self_len;
  int64_t a_dims_other_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_tensordot_out_args) == 40, "args layout differs from the Go side's");
char* gt_tensordot_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_tensordot_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  auto a_dims_self = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_dims_self_len = a->a_dims_self_len;
  auto a_dims_other = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_dims_other_len = a->a_dims_other_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::tensordot_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), at::IntArrayRef(a_dims_self, a_dims_self_len), at::IntArrayRef(a_dims_other, a_dims_other_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
struct gt_threshold_args {
  gt_tensor a_self;
  gt_scalar a_threshold;
  gt_scalar a_value;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_threshold_args) == 96, "args layout differs from the Go side's");
char* gt_threshold(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_threshold_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_threshold = a->a_threshold;
  gt_scalar a_value = a->a_value;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::threshold::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_threshold), gotorch::scalar(a_value));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
struct gt_threshold_out_args {
  gt_tensor a_self;
  gt_scalar a_threshold;
  gt_scalar a_value;
  gt_tensor a_out;
};
static_assert(sizeof(gt_threshold_out_args) == 80, "args layout differs from the Go side's");
char* gt_threshold_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_threshold_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_threshold = a->a_threshold;
  gt_scalar a_value = a->a_value;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::threshold_out::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_threshold), gotorch::scalar(a_value), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)
struct gt_threshold__args {
  gt_tensor a_self;
  gt_scalar a_threshold;
  gt_scalar a_value;
};
static_assert(sizeof(gt_threshold__args) == 72, "args layout differs from the Go side's");
char* gt_threshold_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_threshold__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_threshold = a->a_threshold;
  gt_scalar a_value = a->a_value;
  GT_TRY
  at::_ops::threshold_::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_threshold), gotorch::scalar(a_value));
  GT_CATCH
}

// to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
struct gt_to_device_args {
  gt_tensor a_self;
  gt_device a_device;
  int32_t a_dtype;
  bool a_non_blocking;
  bool a_copy;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_device_args) == 64, "args layout differs from the Go side's");
char* gt_to_device(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_device_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_device a_device = a->a_device;
  int32_t a_dtype = a->a_dtype;
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_device::call(gotorch::ref(a_self, "self"), gotorch::device(a_device, "device"), gotorch::scalar_type(a_dtype, "dtype"), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
struct gt_to_dtype_args {
  gt_tensor a_self;
  int32_t a_dtype;
  bool a_non_blocking;
  bool a_copy;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_dtype_args) == 48, "args layout differs from the Go side's");
char* gt_to_dtype(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_dtype_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_dtype::call(gotorch::ref(a_self, "self"), gotorch::scalar_type(a_dtype, "dtype"), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
struct gt_to_dtype_layout_args {
  gt_tensor a_self;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  bool a_non_blocking;
  bool a_copy;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_dtype_layout_args) == 64, "args layout differs from the Go side's");
char* gt_to_dtype_layout(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_dtype_layout_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_dtype_layout::call(gotorch::ref(a_self, "self"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
struct gt_to_other_args {
  gt_tensor a_self;
  gt_tensor a_other;
  bool a_non_blocking;
  bool a_copy;
  int32_t a_memory_format;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_other_args) == 48, "args layout differs from the Go side's");
char* gt_to_other(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_other_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  bool a_non_blocking = a->a_non_blocking;
  bool a_copy = a->a_copy;
  int32_t a_memory_format = a->a_memory_format;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_other::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), a_non_blocking, a_copy, gotorch::opt_memory_format(a_memory_format, "memory_format"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_mkldnn_backward(Tensor grad, Tensor input) -> Tensor
struct gt_to_mkldnn_backward_args {
  gt_tensor a_grad;
  gt_tensor a_input;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_mkldnn_backward_args) == 40, "args layout differs from the Go side's");
char* gt_to_mkldnn_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_mkldnn_backward_args*>(args);
  gotorch::borrowed a_grad(a->a_grad);
  gotorch::borrowed a_input(a->a_input);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_mkldnn_backward::call(gotorch::ref(a_grad, "grad"), gotorch::ref(a_input, "input"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse_bsr(Tensor self, int[2] blocksize) -> Tensor
struct gt_to_sparse_bsr_args {
  gt_tensor a_self;
  int64_t a_blocksize_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_to_sparse_bsr_args) == 40, "args layout differs from the Go side's");
char* gt_to_sparse_bsr(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_bsr_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_blocksize = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_blocksize_len = a->a_blocksize_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::to_sparse_bsr::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_blocksize, a_blocksize_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// to_sparse_bsr.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!)
struct gt_to_sparse_bsr_out_args {
  gt_tensor a_self;
  int64_t a_blocksize_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_to_sparse_bsr_out_args) == 24, "args layout differs from the Go side's");
char* gt_to_sparse_bsr_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_to_sparse_bsr_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_blocksize = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_blocksize_len = a->a_blocksize_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::to_sparse_bsr_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_blocksize, a_blocksize_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)
struct gt_transpose_Dimname_args {
  gt_tensor a_self;
  int64_t a_dim0_len;
  int64_t a_dim1_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_transpose_Dimname_args) == 48, "args layout differs from the Go side's");
char* gt_transpose_Dimname(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_transpose_Dimname_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_dim0 = static_cast<const char*>(ptrs[0]);
  int64_t a_dim0_len = a->a_dim0_len;
  auto a_dim1 = static_cast<const char*>(ptrs[1]);
  int64_t a_dim1_len = a->a_dim1_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::transpose_Dimname::call(gotorch::ref(a_self, "self"), gotorch::dimname(a_dim0, a_dim0_len, "dim0"), gotorch::dimname(a_dim1, a_dim1_len, "dim1"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
struct gt_transpose_int_args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_transpose_int_args) == 48, "args layout differs from the Go side's");
char* gt_transpose_int(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_transpose_int_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::transpose_int::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
struct gt_transpose__args {
  gt_tensor a_self;
  int64_t a_dim0;
  int64_t a_dim1;
};
static_assert(sizeof(gt_transpose__args) == 24, "args layout differs from the Go side's");
char* gt_transpose_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_transpose__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dim0 = a->a_dim0;
  int64_t a_dim1 = a->a_dim1;
  GT_TRY
  at::_ops::transpose_::call(gotorch::ref(a_self, "self"), a_dim0, a_dim1);
  GT_CATCH
}

// trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
struct gt_trapezoid_dx_args {
  gt_tensor a_y;
  gt_scalar a_dx;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trapezoid_dx_args) == 72, "args layout differs from the Go side's");
char* gt_trapezoid_dx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trapezoid_dx_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  gt_scalar a_dx = a->a_dx;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trapezoid_dx::call(gotorch::ref(a_y, "y"), gotorch::scalar(a_dx), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
struct gt_trapezoid_x_args {
  gt_tensor a_y;
  gt_tensor a_x;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trapezoid_x_args) == 48, "args layout differs from the Go side's");
char* gt_trapezoid_x(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trapezoid_x_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  gotorch::borrowed a_x(a->a_x);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trapezoid_x::call(gotorch::ref(a_y, "y"), gotorch::ref(a_x, "x"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor
struct gt_trapz_dx_args {
  gt_tensor a_y;
  double a_dx;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trapz_dx_args) == 48, "args layout differs from the Go side's");
char* gt_trapz_dx(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trapz_dx_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  double a_dx = a->a_dx;
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trapz_dx::call(gotorch::ref(a_y, "y"), a_dx, a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
struct gt_trapz_x_args {
  gt_tensor a_y;
  gt_tensor a_x;
  int64_t a_dim;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trapz_x_args) == 48, "args layout differs from the Go side's");
char* gt_trapz_x(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trapz_x_args*>(args);
  gotorch::borrowed a_y(a->a_y);
  gotorch::borrowed a_x(a->a_x);
  int64_t a_dim = a->a_dim;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trapz_x::call(gotorch::ref(a_y, "y"), gotorch::ref(a_x, "x"), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1.0, float p=2, float eps=1e-06, bool swap=False, int reduction=Mean) -> Tensor
struct gt_triplet_margin_loss_args {
  gt_tensor a_anchor;
  gt_tensor a_positive;
  gt_tensor a_negative;
  double a_margin;
  double a_p;
  double a_eps;
  bool a_swap;
  int64_t a_reduction;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_triplet_margin_loss_args) == 88, "args layout differs from the Go side's");
char* gt_triplet_margin_loss(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triplet_margin_loss_args*>(args);
  gotorch::borrowed a_anchor(a->a_anchor);
  gotorch::borrowed a_positive(a->a_positive);
  gotorch::borrowed a_negative(a->a_negative);
  double a_margin = a->a_margin;
  double a_p = a->a_p;
  double a_eps = a->a_eps;
  bool a_swap = a->a_swap;
  int64_t a_reduction = a->a_reduction;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::triplet_margin_loss::call(gotorch::ref(a_anchor, "anchor"), gotorch::ref(a_positive, "positive"), gotorch::ref(a_negative, "negative"), a_margin, a_p, a_eps, a_swap, a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_triu_indices_args {
  int64_t a_row;
  int64_t a_col;
  int64_t a_offset;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_triu_indices_args) == 72, "args layout differs from the Go side's");
char* gt_triu_indices(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triu_indices_args*>(args);
  int64_t a_row = a->a_row;
  int64_t a_col = a->a_col;
  int64_t a_offset = a->a_offset;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::triu_indices::call(a_row, a_col, a_offset, gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// triu_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!)
struct gt_triu_indices_out_args {
  int64_t a_row;
  int64_t a_col;
  int64_t a_offset;
  gt_tensor a_out;
};
static_assert(sizeof(gt_triu_indices_out_args) == 32, "args layout differs from the Go side's");
char* gt_triu_indices_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_triu_indices_out_args*>(args);
  int64_t a_row = a->a_row;
  int64_t a_col = a->a_col;
  int64_t a_offset = a->a_offset;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::triu_indices_out::call(a_row, a_col, a_offset, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// true_divide.Scalar(Tensor self, Scalar other) -> Tensor
struct gt_true_divide_Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_true_divide_Scalar_args) == 64, "args layout differs from the Go side's");
char* gt_true_divide_Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_true_divide_Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::true_divide_Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// true_divide.Tensor(Tensor self, Tensor other) -> Tensor
struct gt_true_divide_Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_true_divide_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_true_divide_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_true_divide_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::true_divide_Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// true_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
struct gt_true_divide_out_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor a_out;
};
static_assert(sizeof(gt_true_divide_out_args) == 24, "args layout differs from the Go side's");
char* gt_true_divide_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_true_divide_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::true_divide_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
struct gt_true_divide__Scalar_args {
  gt_tensor a_self;
  gt_scalar a_other;
};
static_assert(sizeof(gt_true_divide__Scalar_args) == 40, "args layout differs from the Go side's");
char* gt_true_divide__Scalar(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_true_divide__Scalar_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_scalar a_other = a->a_other;
  GT_TRY
  at::_ops::true_divide__Scalar::call(gotorch::ref(a_self, "self"), gotorch::scalar(a_other));
  GT_CATCH
}

// true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
struct gt_true_divide__Tensor_args {
  gt_tensor a_self;
  gt_tensor a_other;
};
static_assert(sizeof(gt_true_divide__Tensor_args) == 16, "args layout differs from the Go side's");
char* gt_true_divide__Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_true_divide__Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  GT_TRY
  at::_ops::true_divide__Tensor::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  GT_CATCH
}

// trunc(Tensor self) -> Tensor
struct gt_trunc_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_trunc_args) == 32, "args layout differs from the Go side's");
char* gt_trunc(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trunc_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::trunc::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
struct gt_trunc_out_args {
  gt_tensor a_self;
  gt_tensor a_out;
};
static_assert(sizeof(gt_trunc_out_args) == 16, "args layout differs from the Go side's");
char* gt_trunc_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trunc_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::trunc_out::call(gotorch::ref(a_self, "self"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// trunc_(Tensor(a!) self) -> Tensor(a!)
struct gt_trunc__args {
  gt_tensor a_self;
};
static_assert(sizeof(gt_trunc__args) == 8, "args layout differs from the Go side's");
char* gt_trunc_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_trunc__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  GT_TRY
  at::_ops::trunc_::call(gotorch::ref(a_self, "self"));
  GT_CATCH
}

// type_as(Tensor self, Tensor other) -> Tensor
struct gt_type_as_args {
  gt_tensor a_self;
  gt_tensor a_other;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_type_as_args) == 40, "args layout differs from the Go side's");
char* gt_type_as(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_type_as_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gotorch::borrowed a_other(a->a_other);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::type_as::call(gotorch::ref(a_self, "self"), gotorch::ref(a_other, "other"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unflatten_dense_tensors(Tensor flat, Tensor[] tensors) -> Tensor[]
struct gt_unflatten_dense_tensors_args {
  gt_tensor a_flat;
  int64_t a_tensors_len;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unflatten_dense_tensors_args) == 32, "args layout differs from the Go side's");
char* gt_unflatten_dense_tensors(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unflatten_dense_tensors_args*>(args);
  gotorch::borrowed a_flat(a->a_flat);
  auto a_tensors = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_tensors_len = a->a_tensors_len;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::unflatten_dense_tensors::call(gotorch::ref(a_flat, "flat"), at::TensorList(gotorch::tensors(a_tensors, a_tensors_len, "tensors")));
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor
struct gt_unfold_copy_args {
  gt_tensor a_self;
  int64_t a_dimension;
  int64_t a_size;
  int64_t a_step;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_unfold_copy_args) == 56, "args layout differs from the Go side's");
char* gt_unfold_copy(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unfold_copy_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dimension = a->a_dimension;
  int64_t a_size = a->a_size;
  int64_t a_step = a->a_step;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::unfold_copy::call(gotorch::ref(a_self, "self"), a_dimension, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// unfold_copy.out(Tensor self, int dimension, int size, int step, *, Tensor(a!) out) -> Tensor(a!)
struct gt_unfold_copy_out_args {
  gt_tensor a_self;
  int64_t a_dimension;
  int64_t a_size;
  int64_t a_step;
  gt_tensor a_out;
};
static_assert(sizeof(gt_unfold_copy_out_args) == 40, "args layout differs from the Go side's");
char* gt_unfold_copy_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unfold_copy_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_dimension = a->a_dimension;
  int64_t a_size = a->a_size;
  int64_t a_step = a->a_step;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::unfold_copy_out::call(gotorch::ref(a_self, "self"), a_dimension, a_size, a_step, gotorch::ref(a_out, "out"));
  GT_CATCH
}

// uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor
struct gt_uniform_args {
  gt_tensor a_self;
  double a_from;
  double a_to;
  gt_generator a_generator;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_uniform_args) == 56, "args layout differs from the Go side's");
char* gt_uniform(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_uniform_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_from = a->a_from;
  double a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::uniform::call(gotorch::ref(a_self, "self"), a_from, a_to, gotorch::opt_generator(a_generator, "generator"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// uniform.out(Tensor self, float from=0, float to=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
struct gt_uniform_out_args {
  gt_tensor a_self;
  double a_from;
  double a_to;
  gt_generator a_generator;
  gt_tensor a_out;
};
static_assert(sizeof(gt_uniform_out_args) == 40, "args layout differs from the Go side's");
char* gt_uniform_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_uniform_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_from = a->a_from;
  double a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::uniform_out::call(gotorch::ref(a_self, "self"), a_from, a_to, gotorch::opt_generator(a_generator, "generator"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)
struct gt_uniform__args {
  gt_tensor a_self;
  double a_from;
  double a_to;
  gt_generator a_generator;
};
static_assert(sizeof(gt_uniform__args) == 32, "args layout differs from the Go side's");
char* gt_uniform_(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_uniform__args*>(args);
  gotorch::borrowed a_self(a->a_self);
  double a_from = a->a_from;
  double a_to = a->a_to;
  gt_generator a_generator = a->a_generator;
  GT_TRY
  at::_ops::uniform_::call(gotorch::ref(a_self, "self"), a_from, a_to, gotorch::opt_generator(a_generator, "generator"));
  GT_CATCH
}

// unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)
struct gt_unique_consecutive_args {
  gt_tensor a_self;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor_out out0;
  gt_tensor_out out1;
  gt_tensor_out out2;
};
static_assert(sizeof(gt_unique_consecutive_args) == 88, "args layout differs from the Go side's");
char* gt_unique_consecutive(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_consecutive_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gt_tensor_out* out0 = &a->out0;
  gt_tensor_out* out1 = &a->out1;
  gt_tensor_out* out2 = &a->out2;
  GT_TRY
  auto r = at::_ops::unique_consecutive::call(gotorch::ref(a_self, "self"), a_return_inverse, a_return_counts, gotorch::opt_value(a_dim));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

// unique_consecutive.out(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
struct gt_unique_consecutive_out_args {
  gt_tensor a_self;
  bool a_return_inverse;
  bool a_return_counts;
  gt_tensor a_out0;
  gt_tensor a_out1;
  gt_tensor a_out2;
};
static_assert(sizeof(gt_unique_consecutive_out_args) == 40, "args layout differs from the Go side's");
char* gt_unique_consecutive_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unique_consecutive_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  bool a_return_inverse = a->a_return_inverse;
  bool a_return_counts = a->a_return_counts;
  auto a_dim = static_cast<const int64_t*>(ptrs[0]);
  gotorch::borrowed a_out0(a->a_out0);
  gotorch::borrowed a_out1(a->a_out1);
  gotorch::borrowed a_out2(a->a_out2);
  GT_TRY
  at::_ops::unique_consecutive_out::call(gotorch::ref(a_self, "self"), a_return_inverse, a_return_counts, gotorch::opt_value(a_dim), gotorch::ref(a_out0, "out0"), gotorch::ref(a_out1, "out1"), gotorch::ref(a_out2, "out2"));
  GT_CATCH
}

// unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
struct gt_unsafe_split_Tensor_args {
  gt_tensor a_self;
  int64_t a_split_size;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unsafe_split_Tensor_args) == 40, "args layout differs from the Go side's");
char* gt_unsafe_split_Tensor(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsafe_split_Tensor_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_split_size = a->a_split_size;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[0]);
  GT_TRY
  auto r = at::_ops::unsafe_split_Tensor::call(gotorch::ref(a_self, "self"), a_split_size, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unsafe_split.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> ()
struct gt_unsafe_split_Tensor_out_args {
  gt_tensor a_self;
  int64_t a_split_size;
  int64_t a_dim;
  int64_t a_out_len;
};
static_assert(sizeof(gt_unsafe_split_Tensor_out_args) == 32, "args layout differs from the Go side's");
char* gt_unsafe_split_Tensor_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsafe_split_Tensor_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  int64_t a_split_size = a->a_split_size;
  int64_t a_dim = a->a_dim;
  auto a_out = static_cast<const gt_tensor*>(ptrs[0]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::unsafe_split_Tensor_out::call(gotorch::ref(a_self, "self"), a_split_size, a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
struct gt_unsafe_split_with_sizes_args {
  gt_tensor a_self;
  int64_t a_split_sizes_len;
  int64_t a_dim;
  gt_tensor_out* out0;
  int64_t out0_len;
};
static_assert(sizeof(gt_unsafe_split_with_sizes_args) == 40, "args layout differs from the Go side's");
char* gt_unsafe_split_with_sizes(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsafe_split_with_sizes_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_sizes_len = a->a_split_sizes_len;
  int64_t a_dim = a->a_dim;
  gt_tensor_out** out0 = &a->out0;
  int64_t* out0_len = &a->out0_len;
  auto out0_buf = static_cast<gt_tensor_out*>(ptrs[1]);
  GT_TRY
  auto r = at::_ops::unsafe_split_with_sizes::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len, out0_buf);
  GT_CATCH
}

// unsafe_split_with_sizes.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> ()
struct gt_unsafe_split_with_sizes_out_args {
  gt_tensor a_self;
  int64_t a_split_sizes_len;
  int64_t a_dim;
  int64_t a_out_len;
};
static_assert(sizeof(gt_unsafe_split_with_sizes_out_args) == 32, "args layout differs from the Go side's");
char* gt_unsafe_split_with_sizes_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_unsafe_split_with_sizes_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_split_sizes = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_split_sizes_len = a->a_split_sizes_len;
  int64_t a_dim = a->a_dim;
  auto a_out = static_cast<const gt_tensor*>(ptrs[1]);
  int64_t a_out_len = a->a_out_len;
  GT_TRY
  at::_ops::unsafe_split_with_sizes_out::call(gotorch::ref(a_self, "self"), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len, "out")));
  GT_CATCH
}

// upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_bilinear2d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bilinear2d_backward_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_backward_args*>(args);
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
  auto r = at::_ops::upsample_bilinear2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bilinear2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_bilinear2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_bilinear2d_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_backward_grad_input_args*>(args);
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
  at::_ops::upsample_bilinear2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_bilinear2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_bilinear2d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_bilinear2d_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_backward_vec_args*>(args);
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
  auto r = at::_ops::upsample_bilinear2d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_bilinear2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_bilinear2d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_bilinear2d_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_bilinear2d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_bilinear2d_backward_vec_out_args*>(args);
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
  at::_ops::upsample_bilinear2d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor
struct gt_upsample_linear1d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_linear1d_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_linear1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_linear1d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_linear1d.out(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_linear1d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  bool a_align_corners;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_linear1d_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_linear1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_linear1d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_linear1d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_linear1d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_linear1d_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_linear1d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_linear1d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_linear1d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_linear1d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_linear1d_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_linear1d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_linear1d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_linear1d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
struct gt_upsample_nearest1d_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest1d_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest1d(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest1d::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest1d_out_args {
  gt_tensor a_self;
  int64_t a_output_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest1d_out_args) == 24, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_out_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scales = static_cast<const double*>(ptrs[1]);
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest1d_out::call(gotorch::ref(a_self, "self"), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest1d_vec_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest1d_vec_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_vec_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest1d_vec::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest1d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest1d_vec_out_args {
  gt_tensor a_input;
  int64_t a_output_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest1d_vec_out_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest1d_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest1d_vec_out_args*>(args);
  gotorch::borrowed a_input(a->a_input);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[1]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest1d_vec_out::call(gotorch::ref(a_input, "input"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_nearest2d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest2d_backward_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_nearest2d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_nearest2d_backward_grad_input_args) == 32, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scales_h = static_cast<const double*>(ptrs[2]);
  auto a_scales_w = static_cast<const double*>(ptrs[3]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_nearest2d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_nearest2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
struct gt_upsample_nearest2d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_nearest2d_backward_vec_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_backward_vec_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_nearest2d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_nearest2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_nearest2d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_nearest2d_backward_vec_out_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_nearest2d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_nearest2d_backward_vec_out_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  auto a_scale_factors = static_cast<const double*>(ptrs[2]);
  int64_t a_scale_factors_len = a->a_scale_factors_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::upsample_nearest2d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
struct gt_upsample_trilinear3d_backward_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_trilinear3d_backward_args) == 56, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_backward(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_backward_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_d = static_cast<const double*>(ptrs[2]);
  auto a_scales_h = static_cast<const double*>(ptrs[3]);
  auto a_scales_w = static_cast<const double*>(ptrs[4]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::upsample_trilinear3d_backward::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_trilinear3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
struct gt_upsample_trilinear3d_backward_grad_input_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  gt_tensor a_grad_input;
};
static_assert(sizeof(gt_upsample_trilinear3d_backward_grad_input_args) == 40, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_backward_grad_input(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_backward_grad_input_args*>(args);
  gotorch::borrowed a_grad_output(a->a_grad_output);
  auto a_output_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_output_size_len = a->a_output_size_len;
  auto a_input_size = static_cast<const int64_t*>(ptrs[1]);
  int64_t a_input_size_len = a->a_input_size_len;
  bool a_align_corners = a->a_align_corners;
  auto a_scales_d = static_cast<const double*>(ptrs[2]);
  auto a_scales_h = static_cast<const double*>(ptrs[3]);
  auto a_scales_w = static_cast<const double*>(ptrs[4]);
  gotorch::borrowed a_grad_input(a->a_grad_input);
  GT_TRY
  at::_ops::upsample_trilinear3d_backward_grad_input::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_grad_input, "grad_input"));
  GT_CATCH
}

// upsample_trilinear3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
struct gt_upsample_trilinear3d_backward_vec_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_upsample_trilinear3d_backward_vec_args) == 64, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_backward_vec(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_backward_vec_args*>(args);
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
  auto r = at::_ops::upsample_trilinear3d_backward_vec::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// upsample_trilinear3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
struct gt_upsample_trilinear3d_backward_vec_out_args {
  gt_tensor a_grad_output;
  int64_t a_output_size_len;
  int64_t a_input_size_len;
  bool a_align_corners;
  int64_t a_scale_factors_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_upsample_trilinear3d_backward_vec_out_args) == 48, "args layout differs from the Go side's");
char* gt_upsample_trilinear3d_backward_vec_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_upsample_trilinear3d_backward_vec_out_args*>(args);
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
  at::_ops::upsample_trilinear3d_backward_vec_out::call(gotorch::ref(a_grad_output, "grad_output"), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::symints(a_input_size, a_input_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// values(Tensor(a) self) -> Tensor(a)
struct gt_values_args {
  gt_tensor a_self;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_values_args) == 32, "args layout differs from the Go side's");
char* gt_values(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_values_args*>(args);
  gotorch::borrowed a_self(a->a_self);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::values::call(gotorch::ref(a_self, "self"));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_zeros_args {
  int64_t a_size_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_zeros_args) == 56, "args layout differs from the Go side's");
char* gt_zeros(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  int32_t a_dtype = a->a_dtype;
  int32_t a_layout = a->a_layout;
  gt_device a_device = a->a_device;
  auto a_pin_memory = static_cast<const bool*>(ptrs[1]);
  gt_tensor_out* out0 = &a->out0;
  GT_TRY
  auto r = at::_ops::zeros::call(gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
struct gt_zeros_names_args {
  int64_t a_size_len;
  int64_t a_names_len;
  int32_t a_dtype;
  int32_t a_layout;
  gt_device a_device;
  gt_tensor_out out0;
};
static_assert(sizeof(gt_zeros_names_args) == 64, "args layout differs from the Go side's");
char* gt_zeros_names(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_names_args*>(args);
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
  auto r = at::_ops::zeros_names::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::opt_scalar_type(a_dtype, "dtype"), gotorch::opt_layout(a_layout, "layout"), gotorch::opt_device(a_device, "device"), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

// zeros.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
struct gt_zeros_names_out_args {
  int64_t a_size_len;
  int64_t a_names_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_zeros_names_out_args) == 24, "args layout differs from the Go side's");
char* gt_zeros_names_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_names_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  auto a_names = static_cast<const char*>(ptrs[1]);
  int64_t a_names_len = a->a_names_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::zeros_names_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_dimnames(a_names, a_names_len, "names"), gotorch::ref(a_out, "out"));
  GT_CATCH
}

// zeros.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
struct gt_zeros_out_args {
  int64_t a_size_len;
  gt_tensor a_out;
};
static_assert(sizeof(gt_zeros_out_args) == 16, "args layout differs from the Go side's");
char* gt_zeros_out(void* args, void* const* ptrs) {
  auto* a = static_cast<gt_zeros_out_args*>(args);
  auto a_size = static_cast<const int64_t*>(ptrs[0]);
  int64_t a_size_len = a->a_size_len;
  gotorch::borrowed a_out(a->a_out);
  GT_TRY
  at::_ops::zeros_out::call(gotorch::symints(a_size, a_size_len), gotorch::ref(a_out, "out"));
  GT_CATCH
}

}  // extern "C"
