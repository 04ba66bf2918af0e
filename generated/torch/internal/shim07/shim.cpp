// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#define TORCH_ASSERT_ONLY_METHOD_OPERATORS
#include "gotorch_support.h"
#include "ops.h"

#include <ATen/ops/_add_batch_dim_ops.h>
#include <ATen/ops/_aminmax_ops.h>
#include <ATen/ops/_batch_norm_impl_index_ops.h>
#include <ATen/ops/_cast_Int_ops.h>
#include <ATen/ops/_coalesced_ops.h>
#include <ATen/ops/_copy_from_and_resize_ops.h>
#include <ATen/ops/_cudnn_init_dropout_state_ops.h>
#include <ATen/ops/_cudnn_rnn_flatten_weight_ops.h>
#include <ATen/ops/_cudnn_rnn_ops.h>
#include <ATen/ops/_cufft_set_plan_cache_max_size_ops.h>
#include <ATen/ops/_euclidean_dist_ops.h>
#include <ATen/ops/_foobar_ops.h>
#include <ATen/ops/_foreach_acos_ops.h>
#include <ATen/ops/_foreach_atan_ops.h>
#include <ATen/ops/_foreach_minimum_ops.h>
#include <ATen/ops/_foreach_norm_ops.h>
#include <ATen/ops/_foreach_sinh_ops.h>
#include <ATen/ops/_foreach_sqrt_ops.h>
#include <ATen/ops/_fused_moving_avg_obs_fq_helper_ops.h>
#include <ATen/ops/_fw_primal_ops.h>
#include <ATen/ops/_lu_with_info_ops.h>
#include <ATen/ops/_native_decoder_only_multi_head_attention_ops.h>
#include <ATen/ops/_native_multi_head_attention_ops.h>
#include <ATen/ops/_nested_view_from_buffer_ops.h>
#include <ATen/ops/_new_zeros_with_same_feature_meta_ops.h>
#include <ATen/ops/_nnpack_available_ops.h>
#include <ATen/ops/_sobol_engine_draw_ops.h>
#include <ATen/ops/_spdiags_ops.h>
#include <ATen/ops/_test_warn_in_autograd_ops.h>
#include <ATen/ops/_thnn_differentiable_gru_cell_backward_ops.h>
#include <ATen/ops/_to_dense_ops.h>
#include <ATen/ops/_unpack_dual_ops.h>
#include <ATen/ops/_upsample_bilinear2d_aa_ops.h>
#include <ATen/ops/_upsample_nearest_exact3d_ops.h>
#include <ATen/ops/_validate_compressed_sparse_indices_ops.h>
#include <ATen/ops/_weight_norm_interface_backward_ops.h>
#include <ATen/ops/acos_ops.h>
#include <ATen/ops/addmv_ops.h>
#include <ATen/ops/alias_ops.h>
#include <ATen/ops/align_as_ops.h>
#include <ATen/ops/arcsin_ops.h>
#include <ATen/ops/argmax_ops.h>
#include <ATen/ops/argsort_ops.h>
#include <ATen/ops/atan2_ops.h>
#include <ATen/ops/atan_ops.h>
#include <ATen/ops/atleast_1d_ops.h>
#include <ATen/ops/avg_pool1d_ops.h>
#include <ATen/ops/binary_cross_entropy_backward_ops.h>
#include <ATen/ops/binary_cross_entropy_with_logits_ops.h>
#include <ATen/ops/bitwise_left_shift_ops.h>
#include <ATen/ops/bmm_ops.h>
#include <ATen/ops/bucketize_ops.h>
#include <ATen/ops/cat_ops.h>
#include <ATen/ops/chain_matmul_ops.h>
#include <ATen/ops/chalf_ops.h>
#include <ATen/ops/col2im_ops.h>
#include <ATen/ops/col_indices_ops.h>
#include <ATen/ops/complex_ops.h>
#include <ATen/ops/digamma_ops.h>
#include <ATen/ops/embedding_bag_ops.h>
#include <ATen/ops/equal_ops.h>
#include <ATen/ops/expand_copy_ops.h>
#include <ATen/ops/fbgemm_linear_fp16_weight_fp32_activation_ops.h>
#include <ATen/ops/fft_ihfftn_ops.h>
#include <ATen/ops/flipud_ops.h>
#include <ATen/ops/float_power_ops.h>
#include <ATen/ops/fmod_ops.h>
#include <ATen/ops/fused_moving_avg_obs_fake_quant_ops.h>
#include <ATen/ops/glu_backward_ops.h>
#include <ATen/ops/index_add_ops.h>
#include <ATen/ops/inner_ops.h>
#include <ATen/ops/is_coalesced_ops.h>
#include <ATen/ops/is_nonzero_ops.h>
#include <ATen/ops/kaiser_window_ops.h>
#include <ATen/ops/kthvalue_ops.h>
#include <ATen/ops/lcm_ops.h>
#include <ATen/ops/less_equal_ops.h>
#include <ATen/ops/linalg_cond_ops.h>
#include <ATen/ops/linalg_householder_product_ops.h>
#include <ATen/ops/linalg_ldl_factor_ex_ops.h>
#include <ATen/ops/linalg_matmul_ops.h>
#include <ATen/ops/linalg_vander_ops.h>
#include <ATen/ops/linalg_vector_norm_ops.h>
#include <ATen/ops/logaddexp2_ops.h>
#include <ATen/ops/logaddexp_ops.h>
#include <ATen/ops/matmul_backward_ops.h>
#include <ATen/ops/max_pool2d_with_indices_backward_ops.h>
#include <ATen/ops/max_pool3d_ops.h>
#include <ATen/ops/median_ops.h>
#include <ATen/ops/min_ops.h>
#include <ATen/ops/minimum_ops.h>
#include <ATen/ops/miopen_batch_norm_ops.h>
#include <ATen/ops/mkldnn_linear_backward_weights_ops.h>
#include <ATen/ops/mkldnn_max_pool2d_backward_ops.h>
#include <ATen/ops/mkldnn_reorder_conv2d_weight_ops.h>
#include <ATen/ops/mm_ops.h>
#include <ATen/ops/mps_max_pool2d_backward_ops.h>
#include <ATen/ops/nanmean_ops.h>
#include <ATen/ops/nanquantile_ops.h>
#include <ATen/ops/native_group_norm_backward_ops.h>
#include <ATen/ops/native_layer_norm_ops.h>
#include <ATen/ops/nested_to_padded_tensor_ops.h>
#include <ATen/ops/new_empty_ops.h>
#include <ATen/ops/norm_ops.h>
#include <ATen/ops/pdist_ops.h>
#include <ATen/ops/polar_ops.h>
#include <ATen/ops/prelu_backward_ops.h>
#include <ATen/ops/q_per_channel_zero_points_ops.h>
#include <ATen/ops/quantized_max_pool1d_ops.h>
#include <ATen/ops/randint_ops.h>
#include <ATen/ops/ravel_ops.h>
#include <ATen/ops/refine_names_ops.h>
#include <ATen/ops/reflection_pad3d_backward_ops.h>
#include <ATen/ops/relu6_ops.h>
#include <ATen/ops/resize_as_sparse_ops.h>
#include <ATen/ops/rot90_ops.h>
#include <ATen/ops/row_indices_copy_ops.h>
#include <ATen/ops/rshift_ops.h>
#include <ATen/ops/rsqrt_ops.h>
#include <ATen/ops/scalar_tensor_ops.h>
#include <ATen/ops/signbit_ops.h>
#include <ATen/ops/sinh_ops.h>
#include <ATen/ops/slice_backward_ops.h>
#include <ATen/ops/slice_copy_ops.h>
#include <ATen/ops/smooth_l1_loss_ops.h>
#include <ATen/ops/sparse_bsr_tensor_ops.h>
#include <ATen/ops/sparse_coo_tensor_ops.h>
#include <ATen/ops/sparse_csc_tensor_ops.h>
#include <ATen/ops/special_chebyshev_polynomial_u_ops.h>
#include <ATen/ops/special_digamma_ops.h>
#include <ATen/ops/special_i1_ops.h>
#include <ATen/ops/special_legendre_polynomial_p_ops.h>
#include <ATen/ops/special_modified_bessel_i0_ops.h>
#include <ATen/ops/special_psi_ops.h>
#include <ATen/ops/special_zeta_ops.h>
#include <ATen/ops/split_with_sizes_copy_ops.h>
#include <ATen/ops/sqrt_ops.h>
#include <ATen/ops/squeeze_ops.h>
#include <ATen/ops/stack_ops.h>
#include <ATen/ops/swapaxes_ops.h>
#include <ATen/ops/tensor_split_ops.h>
#include <ATen/ops/triu_indices_ops.h>
#include <ATen/ops/unbind_copy_ops.h>
#include <ATen/ops/unfold_backward_ops.h>
#include <ATen/ops/unfold_copy_ops.h>
#include <ATen/ops/upsample_linear1d_ops.h>
#include <ATen/ops/vsplit_ops.h>

extern "C" {

char* gt___irshift___Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::__irshift___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt___irshift___Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::__irshift___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt___rshift___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__rshift___Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___rshift___Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::__rshift___Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt___rshift___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::__rshift___Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt___rshift___Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::__rshift___Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__add_batch_dim(gt_tensor a_self, int64_t a_batch_dim, int64_t a_level, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_add_batch_dim::call(gotorch::ref(a_self), a_batch_dim, a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__aminmax(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_aminmax::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__aminmax_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_aminmax_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__aminmax_dim_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_aminmax_dim_out::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__aminmax_out(gt_tensor a_self, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_aminmax_out::call(gotorch::ref(a_self), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__batch_norm_impl_index(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, int64_t* out4) {
  GT_TRY
  auto r = at::_ops::_batch_norm_impl_index::call(gotorch::ref(a_input), gotorch::opt(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_momentum, a_eps, a_cudnn_enabled);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = std::get<4>(std::move(r));
  GT_CATCH
}

char* gt__cast_Int(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cast_Int::call(gotorch::ref(a_self), a_non_blocking);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__coalesced(gt_tensor a_self, bool a_coalesced, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_coalesced::call(gotorch::ref(a_self), a_coalesced);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__coalesced_out(gt_tensor a_self, bool a_coalesced, gt_tensor a_out) {
  GT_TRY
  at::_ops::_coalesced_out::call(gotorch::ref(a_self), a_coalesced, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__coalesced_(gt_tensor a_self, bool a_coalesced) {
  GT_TRY
  at::_ops::_coalesced_::call(gotorch::ref(a_self), a_coalesced);
  GT_CATCH
}

char* gt__copy_from_and_resize(gt_tensor a_self, gt_tensor a_dst, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_copy_from_and_resize::call(gotorch::ref(a_self), gotorch::ref(a_dst));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__copy_from_and_resize_out(gt_tensor a_self, gt_tensor a_dst, gt_tensor a_out) {
  GT_TRY
  at::_ops::_copy_from_and_resize_out::call(gotorch::ref(a_self), gotorch::ref(a_dst), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cudnn_init_dropout_state(double a_dropout, bool a_train, int64_t a_dropout_seed, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cudnn_init_dropout_state::call(a_dropout, a_train, a_dropout_seed, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cudnn_init_dropout_state_out(double a_dropout, bool a_train, int64_t a_dropout_seed, gt_tensor a_out) {
  GT_TRY
  at::_ops::_cudnn_init_dropout_state_out::call(a_dropout, a_train, a_dropout_seed, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cudnn_rnn(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_cudnn_rnn::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::opt(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__cudnn_rnn_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4) {
  GT_TRY
  at::_ops::_cudnn_rnn_out::call(gotorch::ref(a_input), at::TensorList(gotorch::tensors(a_weight, a_weight_len)), a_weight_stride0, gotorch::opt(a_weight_buf), gotorch::ref(a_hx), gotorch::opt(a_cx), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_dropout, a_train, a_bidirectional, gotorch::symints(a_batch_sizes, a_batch_sizes_len), gotorch::opt(a_dropout_state), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3), gotorch::ref(a_out4));
  GT_CATCH
}

char* gt__cudnn_rnn_flatten_weight(const gt_tensor* a_weight_arr, int64_t a_weight_arr_len, int64_t a_weight_stride0, int64_t a_input_size, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, bool a_bidirectional, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_cudnn_rnn_flatten_weight::call(at::TensorList(gotorch::tensors(a_weight_arr, a_weight_arr_len)), a_weight_stride0, c10::SymInt(a_input_size), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_bidirectional);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__cudnn_rnn_flatten_weight_out(const gt_tensor* a_weight_arr, int64_t a_weight_arr_len, int64_t a_weight_stride0, int64_t a_input_size, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, bool a_bidirectional, gt_tensor a_out) {
  GT_TRY
  at::_ops::_cudnn_rnn_flatten_weight_out::call(at::TensorList(gotorch::tensors(a_weight_arr, a_weight_arr_len)), a_weight_stride0, c10::SymInt(a_input_size), a_mode, c10::SymInt(a_hidden_size), c10::SymInt(a_proj_size), a_num_layers, a_batch_first, a_bidirectional, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__cufft_set_plan_cache_max_size(int64_t a_device_index, int64_t a_max_size) {
  GT_TRY
  at::_ops::_cufft_set_plan_cache_max_size::call(a_device_index, a_max_size);
  GT_CATCH
}

char* gt__euclidean_dist(gt_tensor a_x1, gt_tensor a_x2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_euclidean_dist::call(gotorch::ref(a_x1), gotorch::ref(a_x2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__euclidean_dist_out(gt_tensor a_x1, gt_tensor a_x2, gt_tensor a_out) {
  GT_TRY
  at::_ops::_euclidean_dist_out::call(gotorch::ref(a_x1), gotorch::ref(a_x2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foobar(gt_tensor a_self, bool a_arg1, bool a_arg2, bool a_arg3, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_foobar::call(gotorch::ref(a_self), a_arg1, a_arg2, a_arg3);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__foobar_out(gt_tensor a_self, bool a_arg1, bool a_arg2, bool a_arg3, gt_tensor a_out) {
  GT_TRY
  at::_ops::_foobar_out::call(gotorch::ref(a_self), a_arg1, a_arg2, a_arg3, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__foreach_acos(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_acos::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_acos_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_acos_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_acos_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_acos_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_atan(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_atan::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_atan_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_atan_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_atan_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_atan_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_minimum_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_minimum_List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_minimum_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_minimum_List_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_minimum__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len) {
  GT_TRY
  at::_ops::_foreach_minimum__List::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_other, a_other_len)));
  GT_CATCH
}

char* gt__foreach_norm_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_ord, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_norm_Scalar::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_ord));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_norm_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_ord, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_norm_Scalar_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), gotorch::scalar(a_ord), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sinh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sinh::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sinh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sinh_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sinh_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_sinh_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__foreach_sqrt(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::_foreach_sqrt::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt__foreach_sqrt_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::_foreach_sqrt_out::call(at::TensorList(gotorch::tensors(a_self, a_self_len)), at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt__foreach_sqrt_(const gt_tensor* a_self, int64_t a_self_len) {
  GT_TRY
  at::_ops::_foreach_sqrt_::call(at::TensorList(gotorch::tensors(a_self, a_self_len)));
  GT_CATCH
}

char* gt__fused_moving_avg_obs_fq_helper(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_fused_moving_avg_obs_fq_helper::call(gotorch::ref(a_self), gotorch::ref(a_observer_on), gotorch::ref(a_fake_quant_on), gotorch::ref(a_running_min), gotorch::ref(a_running_max), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__fused_moving_avg_obs_fq_helper_out(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_fused_moving_avg_obs_fq_helper_out::call(gotorch::ref(a_self), gotorch::ref(a_observer_on), gotorch::ref(a_fake_quant_on), gotorch::ref(a_running_min), gotorch::ref(a_running_max), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__fw_primal(gt_tensor a_self, int64_t a_level, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_fw_primal::call(gotorch::ref(a_self), a_level);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__lu_with_info(gt_tensor a_self, bool a_pivot, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::_lu_with_info::call(gotorch::ref(a_self), a_pivot, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt__native_decoder_only_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, bool a_need_weights, bool a_average_attn_weights, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::_native_decoder_only_multi_head_attention::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask), gotorch::opt(a_incr_key), gotorch::opt(a_incr_value), a_need_weights, a_average_attn_weights);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt__native_decoder_only_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, bool a_need_weights, bool a_average_attn_weights, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3) {
  GT_TRY
  at::_ops::_native_decoder_only_multi_head_attention_out::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask), gotorch::opt(a_incr_key), gotorch::opt(a_incr_value), a_need_weights, a_average_attn_weights, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2), gotorch::ref(a_out3));
  GT_CATCH
}

char* gt__native_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, bool a_need_weights, bool a_average_attn_weights, const int64_t* a_mask_type, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_native_multi_head_attention::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask), a_need_weights, a_average_attn_weights, gotorch::opt_value(a_mask_type));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__native_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, bool a_need_weights, bool a_average_attn_weights, const int64_t* a_mask_type, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_native_multi_head_attention_out::call(gotorch::ref(a_query), gotorch::ref(a_key), gotorch::ref(a_value), a_embed_dim, a_num_head, gotorch::ref(a_qkv_weight), gotorch::ref(a_qkv_bias), gotorch::ref(a_proj_weight), gotorch::ref(a_proj_bias), gotorch::opt(a_mask), a_need_weights, a_average_attn_weights, gotorch::opt_value(a_mask_type), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt__nested_view_from_buffer(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_nested_view_from_buffer::call(gotorch::ref(a_self), gotorch::ref(a_nested_size), gotorch::ref(a_nested_strides), at::IntArrayRef(a_offsets, a_offsets_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__new_zeros_with_same_feature_meta(gt_tensor a_self, gt_tensor a_other, int64_t a_self_num_batch_dims, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_new_zeros_with_same_feature_meta::call(gotorch::ref(a_self), gotorch::ref(a_other), a_self_num_batch_dims);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__new_zeros_with_same_feature_meta_out(gt_tensor a_self, gt_tensor a_other, int64_t a_self_num_batch_dims, gt_tensor a_out) {
  GT_TRY
  at::_ops::_new_zeros_with_same_feature_meta_out::call(gotorch::ref(a_self), gotorch::ref(a_other), a_self_num_batch_dims, gotorch::ref(a_out));
  GT_CATCH
}

char* gt__nnpack_available(bool* out0) {
  GT_TRY
  auto r = at::_ops::_nnpack_available::call();
  *out0 = std::move(r);
  GT_CATCH
}

char* gt__sobol_engine_draw(gt_tensor a_quasi, int64_t a_n, gt_tensor a_sobolstate, int64_t a_dimension, int64_t a_num_generated, int32_t a_dtype, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_sobol_engine_draw::call(gotorch::ref(a_quasi), a_n, gotorch::ref(a_sobolstate), a_dimension, a_num_generated, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__spdiags(gt_tensor a_diagonals, gt_tensor a_offsets, const int64_t* a_shape, int64_t a_shape_len, int32_t a_layout, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_spdiags::call(gotorch::ref(a_diagonals), gotorch::ref(a_offsets), at::IntArrayRef(a_shape, a_shape_len), gotorch::opt_layout(a_layout));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__spdiags_out(gt_tensor a_diagonals, gt_tensor a_offsets, const int64_t* a_shape, int64_t a_shape_len, int32_t a_layout, gt_tensor a_out) {
  GT_TRY
  at::_ops::_spdiags_out::call(gotorch::ref(a_diagonals), gotorch::ref(a_offsets), at::IntArrayRef(a_shape, a_shape_len), gotorch::opt_layout(a_layout), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__test_warn_in_autograd(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_test_warn_in_autograd::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__test_warn_in_autograd_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::_test_warn_in_autograd_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__thnn_differentiable_gru_cell_backward(gt_tensor a_grad_hy, gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4) {
  GT_TRY
  auto r = at::_ops::_thnn_differentiable_gru_cell_backward::call(gotorch::ref(a_grad_hy), gotorch::ref(a_input_gates), gotorch::ref(a_hidden_gates), gotorch::ref(a_hx), gotorch::opt(a_input_bias), gotorch::opt(a_hidden_bias));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  *out4 = gotorch::wrap(std::get<4>(std::move(r)));
  GT_CATCH
}

char* gt__to_dense(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_to_dense::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__to_dense_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::_to_dense_out::call(gotorch::ref(a_self), gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__unpack_dual(gt_tensor a_dual, int64_t a_level, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_unpack_dual::call(gotorch::ref(a_dual), a_level);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_bilinear2d_aa_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_bilinear2d_aa_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_bilinear2d_aa_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), gotorch::opt_value(a_scales_d), gotorch::opt_value(a_scales_h), gotorch::opt_value(a_scales_w), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::_upsample_nearest_exact3d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt__upsample_nearest_exact3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::_upsample_nearest_exact3d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt__validate_compressed_sparse_indices(bool a_is_crow, gt_tensor a_compressed_idx, gt_tensor a_plain_idx, int64_t a_cdim, int64_t a_dim, int64_t a_nnz) {
  GT_TRY
  at::_ops::_validate_compressed_sparse_indices::call(a_is_crow, gotorch::ref(a_compressed_idx), gotorch::ref(a_plain_idx), a_cdim, a_dim, a_nnz);
  GT_CATCH
}

char* gt__weight_norm_interface_backward(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::_weight_norm_interface_backward::call(gotorch::ref(a_grad_w), gotorch::ref(a_saved_v), gotorch::ref(a_saved_g), gotorch::ref(a_saved_norms), a_dim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt__weight_norm_interface_backward_out(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::_weight_norm_interface_backward_out::call(gotorch::ref(a_grad_w), gotorch::ref(a_saved_v), gotorch::ref(a_saved_g), gotorch::ref(a_saved_norms), a_dim, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_acos(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::acos::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_acos_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::acos_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_acos_(gt_tensor a_self) {
  GT_TRY
  at::_ops::acos_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_addmv(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::addmv::call(gotorch::ref(a_self), gotorch::ref(a_mat), gotorch::ref(a_vec), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_addmv_out(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::addmv_out::call(gotorch::ref(a_self), gotorch::ref(a_mat), gotorch::ref(a_vec), gotorch::scalar(a_beta), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_addmv_(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::addmv_::call(gotorch::ref(a_self), gotorch::ref(a_mat), gotorch::ref(a_vec), gotorch::scalar(a_beta), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_alias(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::alias::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_align_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::align_as::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arcsin(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::arcsin::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_arcsin_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::arcsin_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_arcsin_(gt_tensor a_self) {
  GT_TRY
  at::_ops::arcsin_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_argmax(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argmax::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argmax_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::argmax_out::call(gotorch::ref(a_self), gotorch::opt_value(a_dim), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_argsort(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argsort::call(gotorch::ref(a_self), a_dim, a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argsort_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argsort_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argsort_stable(gt_tensor a_self, bool a_stable, int64_t a_dim, bool a_descending, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::argsort_stable::call(gotorch::ref(a_self), a_stable, a_dim, a_descending);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_argsort_stable_out(gt_tensor a_self, bool a_stable, int64_t a_dim, bool a_descending, gt_tensor a_out) {
  GT_TRY
  at::_ops::argsort_stable_out::call(gotorch::ref(a_self), a_stable, a_dim, a_descending, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_atan(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atan::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atan_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::atan_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_atan2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atan2::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atan2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::atan2_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_atan2_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::atan2_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_atan_(gt_tensor a_self) {
  GT_TRY
  at::_ops::atan_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_atleast_1d(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::atleast_1d::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_atleast_1d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::atleast_1d_Sequence::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_avg_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::avg_pool1d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), a_ceil_mode, a_count_include_pad);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_binary_cross_entropy_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::binary_cross_entropy_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_binary_cross_entropy_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::binary_cross_entropy_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), a_reduction, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_binary_cross_entropy_with_logits(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, gt_tensor a_pos_weight, int64_t a_reduction, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::binary_cross_entropy_with_logits::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), gotorch::opt(a_pos_weight), a_reduction);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_binary_cross_entropy_with_logits_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, gt_tensor a_pos_weight, int64_t a_reduction, gt_tensor a_out) {
  GT_TRY
  at::_ops::binary_cross_entropy_with_logits_out::call(gotorch::ref(a_self), gotorch::ref(a_target), gotorch::opt(a_weight), gotorch::opt(a_pos_weight), a_reduction, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_left_shift_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Scalar_Tensor::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_left_shift_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_left_shift_Scalar_Tensor_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_left_shift_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_left_shift_Tensor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bitwise_left_shift_Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bitwise_left_shift_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_left_shift_Tensor_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_left_shift_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::bitwise_left_shift_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bitwise_left_shift__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::bitwise_left_shift__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_bitwise_left_shift__Tensor_Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::bitwise_left_shift__Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_bmm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bmm::call(gotorch::ref(a_self), gotorch::ref(a_mat2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bmm_out(gt_tensor a_self, gt_tensor a_mat2, gt_tensor a_out) {
  GT_TRY
  at::_ops::bmm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bucketize_Scalar(gt_scalar a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bucketize_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_boundaries), a_out_int32, a_right);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bucketize_Scalar_out(gt_scalar a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor a_out) {
  GT_TRY
  at::_ops::bucketize_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_boundaries), a_out_int32, a_right, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_bucketize_Tensor(gt_tensor a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::bucketize_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_boundaries), a_out_int32, a_right);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_bucketize_Tensor_out(gt_tensor a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor a_out) {
  GT_TRY
  at::_ops::bucketize_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_boundaries), a_out_int32, a_right, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cat(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cat::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cat_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::cat_names::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_cat_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::cat_names_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_cat_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::cat_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_chain_matmul(const gt_tensor* a_matrices, int64_t a_matrices_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::chain_matmul::call(at::TensorList(gotorch::tensors(a_matrices, a_matrices_len)));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_chain_matmul_out(const gt_tensor* a_matrices, int64_t a_matrices_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::chain_matmul_out::call(at::TensorList(gotorch::tensors(a_matrices, a_matrices_len)), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_chalf(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::chalf::call(gotorch::ref(a_self), gotorch::opt_memory_format(a_memory_format));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_col2im(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::col2im::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_col2im_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::col2im_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_dilation, a_dilation_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_col_indices(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::col_indices::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_complex(gt_tensor a_real, gt_tensor a_imag, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::complex::call(gotorch::ref(a_real), gotorch::ref(a_imag));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_complex_out(gt_tensor a_real, gt_tensor a_imag, gt_tensor a_out) {
  GT_TRY
  at::_ops::complex_out::call(gotorch::ref(a_real), gotorch::ref(a_imag), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_digamma(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::digamma::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_digamma_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::digamma_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_digamma_(gt_tensor a_self) {
  GT_TRY
  at::_ops::digamma_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_embedding_bag(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::embedding_bag::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt_embedding_bag_padding_idx(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, const int64_t* a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3) {
  GT_TRY
  auto r = at::_ops::embedding_bag_padding_idx::call(gotorch::ref(a_weight), gotorch::ref(a_indices), gotorch::ref(a_offsets), a_scale_grad_by_freq, a_mode, a_sparse, gotorch::opt(a_per_sample_weights), a_include_last_offset, gotorch::opt_value(a_padding_idx));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  *out3 = gotorch::wrap(std::get<3>(std::move(r)));
  GT_CATCH
}

char* gt_equal(gt_tensor a_self, gt_tensor a_other, bool* out0) {
  GT_TRY
  auto r = at::_ops::equal::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_expand_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::expand_copy::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), a_implicit);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_expand_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor a_out) {
  GT_TRY
  at::_ops::expand_copy_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), a_implicit, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fbgemm_linear_fp16_weight_fp32_activation(gt_tensor a_input, gt_tensor a_packed_weight, gt_tensor a_bias, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fbgemm_linear_fp16_weight_fp32_activation::call(gotorch::ref(a_input), gotorch::ref(a_packed_weight), gotorch::ref(a_bias));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ihfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fft_ihfftn::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fft_ihfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::fft_ihfftn_out::call(gotorch::ref(a_self), gotorch::opt_list(a_s, a_s_len), gotorch::opt_list(a_dim, a_dim_len), gotorch::opt_str(a_norm, a_norm_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_flipud(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::flipud::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_float_power_Scalar(gt_scalar a_self, gt_tensor a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::float_power_Scalar::call(gotorch::scalar(a_self), gotorch::ref(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_float_power_Scalar_out(gt_scalar a_self, gt_tensor a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::float_power_Scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_float_power_Tensor_Scalar(gt_tensor a_self, gt_scalar a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::float_power_Tensor_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_float_power_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::float_power_Tensor_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_float_power_Tensor_Tensor(gt_tensor a_self, gt_tensor a_exponent, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::float_power_Tensor_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_exponent));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_float_power_Tensor_Tensor_out(gt_tensor a_self, gt_tensor a_exponent, gt_tensor a_out) {
  GT_TRY
  at::_ops::float_power_Tensor_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_exponent), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_float_power__Scalar(gt_tensor a_self, gt_scalar a_exponent) {
  GT_TRY
  at::_ops::float_power__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_exponent));
  GT_CATCH
}

char* gt_float_power__Tensor(gt_tensor a_self, gt_tensor a_exponent) {
  GT_TRY
  at::_ops::float_power__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_exponent));
  GT_CATCH
}

char* gt_fmod_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fmod_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fmod_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::fmod_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fmod_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fmod_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_fmod_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::fmod_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_fmod__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::fmod__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_fmod__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::fmod__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_fused_moving_avg_obs_fake_quant(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::fused_moving_avg_obs_fake_quant::call(gotorch::ref(a_self), gotorch::ref(a_observer_on), gotorch::ref(a_fake_quant_on), gotorch::ref(a_running_min), gotorch::ref(a_running_max), gotorch::ref(a_scale), gotorch::ref(a_zero_point), a_averaging_const, a_quant_min, a_quant_max, a_ch_axis, a_per_row_fake_quant, a_symmetric_quant);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_glu_backward(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::glu_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_glu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::glu_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), a_dim, gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_index_add(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_add::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_add_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::index_add_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), gotorch::ref(a_index), gotorch::ref(a_source), gotorch::scalar(a_alpha));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_index_add_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor a_out) {
  GT_TRY
  at::_ops::index_add_out::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::scalar(a_alpha), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_index_add_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha) {
  GT_TRY
  at::_ops::index_add_::call(gotorch::ref(a_self), a_dim, gotorch::ref(a_index), gotorch::ref(a_source), gotorch::scalar(a_alpha));
  GT_CATCH
}

char* gt_inner(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::inner::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_inner_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::inner_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_is_coalesced(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_coalesced::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_is_nonzero(gt_tensor a_self, bool* out0) {
  GT_TRY
  auto r = at::_ops::is_nonzero::call(gotorch::ref(a_self));
  *out0 = std::move(r);
  GT_CATCH
}

char* gt_kaiser_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::kaiser_window::call(a_window_length, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_kaiser_window_beta(int64_t a_window_length, bool a_periodic, double a_beta, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::kaiser_window_beta::call(a_window_length, a_periodic, a_beta, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_kaiser_window_beta_out(int64_t a_window_length, bool a_periodic, double a_beta, gt_tensor a_out) {
  GT_TRY
  at::_ops::kaiser_window_beta_out::call(a_window_length, a_periodic, a_beta, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_kaiser_window_out(int64_t a_window_length, gt_tensor a_out) {
  GT_TRY
  at::_ops::kaiser_window_out::call(a_window_length, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_kaiser_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::kaiser_window_periodic::call(a_window_length, a_periodic, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_kaiser_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out) {
  GT_TRY
  at::_ops::kaiser_window_periodic_out::call(a_window_length, a_periodic, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_kthvalue(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::kthvalue::call(gotorch::ref(a_self), a_k, a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_kthvalue_dimname(gt_tensor a_self, int64_t a_k, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::kthvalue_dimname::call(gotorch::ref(a_self), a_k, gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_kthvalue_dimname_out(gt_tensor a_self, int64_t a_k, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::kthvalue_dimname_out::call(gotorch::ref(a_self), a_k, gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_kthvalue_values(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::kthvalue_values::call(gotorch::ref(a_self), a_k, a_dim, a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_lcm(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::lcm::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_lcm_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::lcm_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_lcm_(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::lcm_::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_less_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::less_equal_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_less_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::less_equal_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_less_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::less_equal_Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_less_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::less_equal_Tensor_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_less_equal__Scalar(gt_tensor a_self, gt_scalar a_other) {
  GT_TRY
  at::_ops::less_equal__Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  GT_CATCH
}

char* gt_less_equal__Tensor(gt_tensor a_self, gt_tensor a_other) {
  GT_TRY
  at::_ops::less_equal__Tensor::call(gotorch::ref(a_self), gotorch::ref(a_other));
  GT_CATCH
}

char* gt_linalg_cond(gt_tensor a_self, const gt_scalar* a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_cond::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_cond_out(gt_tensor a_self, const gt_scalar* a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_cond_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_cond_p_str(gt_tensor a_self, const char* a_p, int64_t a_p_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_cond_p_str::call(gotorch::ref(a_self), gotorch::str(a_p, a_p_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_cond_p_str_out(gt_tensor a_self, const char* a_p, int64_t a_p_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_cond_p_str_out::call(gotorch::ref(a_self), gotorch::str(a_p, a_p_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_householder_product(gt_tensor a_input, gt_tensor a_tau, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_householder_product::call(gotorch::ref(a_input), gotorch::ref(a_tau));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_householder_product_out(gt_tensor a_input, gt_tensor a_tau, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_householder_product_out::call(gotorch::ref(a_input), gotorch::ref(a_tau), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_ldl_factor_ex(gt_tensor a_self, bool a_hermitian, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::linalg_ldl_factor_ex::call(gotorch::ref(a_self), a_hermitian, a_check_errors);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_linalg_ldl_factor_ex_out(gt_tensor a_self, bool a_hermitian, bool a_check_errors, gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_info) {
  GT_TRY
  at::_ops::linalg_ldl_factor_ex_out::call(gotorch::ref(a_self), a_hermitian, a_check_errors, gotorch::ref(a_LD), gotorch::ref(a_pivots), gotorch::ref(a_info));
  GT_CATCH
}

char* gt_linalg_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_matmul::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_matmul_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_linalg_vander(gt_tensor a_x, const int64_t* a_N, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_vander::call(gotorch::ref(a_x), gotorch::opt_value(a_N));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_vector_norm(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::linalg_vector_norm::call(gotorch::ref(a_self), gotorch::scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_linalg_vector_norm_out(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::linalg_vector_norm_out::call(gotorch::ref(a_self), gotorch::scalar(a_ord), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logaddexp(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logaddexp::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logaddexp_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::logaddexp_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_logaddexp2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::logaddexp2::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_logaddexp2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::logaddexp2_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_matmul_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_other, const bool* a_mask, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::matmul_backward::call(gotorch::ref(a_grad), gotorch::ref(a_self), gotorch::ref(a_other), gotorch::bool_array<2>(a_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_matmul_backward_out(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_other, const bool* a_mask, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::matmul_backward_out::call(gotorch::ref(a_grad), gotorch::ref(a_self), gotorch::ref(a_other), gotorch::bool_array<2>(a_mask), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_max_pool2d_with_indices_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_pool2d_with_indices_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_max_pool2d_with_indices_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::max_pool2d_with_indices_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_indices), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::max_pool3d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_median(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::median::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_median_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::median_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_median_dim_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::median_dim_values::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_median_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::median_names_dim::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_median_names_dim_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices) {
  GT_TRY
  at::_ops::median_names_dim_values::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_values), gotorch::ref(a_indices));
  GT_CATCH
}

char* gt_median_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::median_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_min(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::min::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_min_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::min_dim::call(gotorch::ref(a_self), a_dim, a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_min_dim_min(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_min, gt_tensor a_min_indices) {
  GT_TRY
  at::_ops::min_dim_min::call(gotorch::ref(a_self), a_dim, a_keepdim, gotorch::ref(a_min), gotorch::ref(a_min_indices));
  GT_CATCH
}

char* gt_min_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::min_names_dim::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_min_names_dim_min(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_min, gt_tensor a_min_indices) {
  GT_TRY
  at::_ops::min_names_dim_min::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_min), gotorch::ref(a_min_indices));
  GT_CATCH
}

char* gt_min_other(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::min_other::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_min_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::min_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_minimum(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::minimum::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_minimum_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::minimum_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_miopen_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::miopen_batch_norm::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_exponential_average_factor, a_epsilon);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_miopen_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::miopen_batch_norm_out::call(gotorch::ref(a_input), gotorch::ref(a_weight), gotorch::opt(a_bias), gotorch::opt(a_running_mean), gotorch::opt(a_running_var), a_training, a_exponential_average_factor, a_epsilon, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_mkldnn_linear_backward_weights(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, bool a_bias_defined, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::mkldnn_linear_backward_weights::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), a_bias_defined);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_mkldnn_linear_backward_weights_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, bool a_bias_defined, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::mkldnn_linear_backward_weights_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_input), gotorch::ref(a_weight), a_bias_defined, gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_mkldnn_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_max_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_input), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_max_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_max_pool2d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_output), gotorch::ref(a_input), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mkldnn_reorder_conv2d_weight(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mkldnn_reorder_conv2d_weight::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mkldnn_reorder_conv2d_weight_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out) {
  GT_TRY
  at::_ops::mkldnn_reorder_conv2d_weight_out::call(gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_dilation, a_dilation_len), a_groups, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mm::call(gotorch::ref(a_self), gotorch::ref(a_mat2));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mm_out(gt_tensor a_self, gt_tensor a_mat2, gt_tensor a_out) {
  GT_TRY
  at::_ops::mm_out::call(gotorch::ref(a_self), gotorch::ref(a_mat2), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_mps_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::mps_max_pool2d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_mps_max_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::mps_max_pool2d_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nanmean(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nanmean::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nanmean_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::nanmean_out::call(gotorch::ref(a_self), gotorch::opt_list(a_dim, a_dim_len), a_keepdim, gotorch::opt_scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nanquantile(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nanquantile::call(gotorch::ref(a_self), gotorch::ref(a_q), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nanquantile_out(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::nanquantile_out::call(gotorch::ref(a_self), gotorch::ref(a_q), gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_nanquantile_scalar(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nanquantile_scalar::call(gotorch::ref(a_self), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_nanquantile_scalar_out(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::nanquantile_scalar_out::call(gotorch::ref(a_self), a_q, gotorch::opt_value(a_dim), a_keepdim, gotorch::str(a_interpolation, a_interpolation_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_native_group_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_group_norm_backward::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_rstd), gotorch::opt(a_weight), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, gotorch::bool_array<3>(a_output_mask));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_group_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::native_group_norm_backward_out::call(gotorch::ref(a_grad_out), gotorch::ref(a_input), gotorch::ref(a_mean), gotorch::ref(a_rstd), gotorch::opt(a_weight), c10::SymInt(a_N), c10::SymInt(a_C), c10::SymInt(a_HxW), a_group, gotorch::bool_array<3>(a_output_mask), gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_native_layer_norm(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2) {
  GT_TRY
  auto r = at::_ops::native_layer_norm::call(gotorch::ref(a_input), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps);
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  *out2 = gotorch::wrap(std::get<2>(std::move(r)));
  GT_CATCH
}

char* gt_native_layer_norm_out(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2) {
  GT_TRY
  at::_ops::native_layer_norm_out::call(gotorch::ref(a_input), gotorch::symints(a_normalized_shape, a_normalized_shape_len), gotorch::opt(a_weight), gotorch::opt(a_bias), a_eps, gotorch::ref(a_out0), gotorch::ref(a_out1), gotorch::ref(a_out2));
  GT_CATCH
}

char* gt_nested_to_padded_tensor(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::nested_to_padded_tensor::call(gotorch::ref(a_self), a_padding, gotorch::opt_list(a_output_size, a_output_size_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_empty(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::new_empty::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_new_empty_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::new_empty_out::call(gotorch::ref(a_self), gotorch::symints(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_Scalar(gt_tensor a_self, gt_scalar a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_Scalar::call(gotorch::ref(a_self), gotorch::scalar(a_p));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_ScalarOpt_dim(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dim::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dim_dtype::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_ScalarOpt_dtype(gt_tensor a_self, const gt_scalar* a_p, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_ScalarOpt_dtype::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_ScalarOpt_dtype_out(gt_tensor a_self, const gt_scalar* a_p, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_ScalarOpt_dtype_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_Scalar_out(gt_tensor a_self, gt_scalar a_p, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_Scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_p), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_dtype_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_names_ScalarOpt_dim(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_names_ScalarOpt_dim::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len), a_keepdim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_names_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::norm_names_ScalarOpt_dim_dtype::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_norm_names_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_names_dtype_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::scalar_type(a_dtype), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_names_out(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_names_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), gotorch::dimnames(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_norm_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out) {
  GT_TRY
  at::_ops::norm_out::call(gotorch::ref(a_self), gotorch::opt_scalar(a_p), at::IntArrayRef(a_dim, a_dim_len), a_keepdim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_pdist(gt_tensor a_self, double a_p, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::pdist::call(gotorch::ref(a_self), a_p);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_polar(gt_tensor a_abs, gt_tensor a_angle, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::polar::call(gotorch::ref(a_abs), gotorch::ref(a_angle));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_polar_out(gt_tensor a_abs, gt_tensor a_angle, gt_tensor a_out) {
  GT_TRY
  at::_ops::polar_out::call(gotorch::ref(a_abs), gotorch::ref(a_angle), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_prelu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, gt_tensor* out0, gt_tensor* out1) {
  GT_TRY
  auto r = at::_ops::prelu_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_weight));
  *out0 = gotorch::wrap(std::get<0>(std::move(r)));
  *out1 = gotorch::wrap(std::get<1>(std::move(r)));
  GT_CATCH
}

char* gt_prelu_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, gt_tensor a_out0, gt_tensor a_out1) {
  GT_TRY
  at::_ops::prelu_backward_out::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), gotorch::ref(a_weight), gotorch::ref(a_out0), gotorch::ref(a_out1));
  GT_CATCH
}

char* gt_q_per_channel_zero_points(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::q_per_channel_zero_points::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_q_per_channel_zero_points_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::q_per_channel_zero_points_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_quantized_max_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::quantized_max_pool1d::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_quantized_max_pool1d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out) {
  GT_TRY
  at::_ops::quantized_max_pool1d_out::call(gotorch::ref(a_self), at::IntArrayRef(a_kernel_size, a_kernel_size_len), at::IntArrayRef(a_stride, a_stride_len), at::IntArrayRef(a_padding, a_padding_len), at::IntArrayRef(a_dilation, a_dilation_len), a_ceil_mode, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randint(int64_t a_high, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_generator(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint_generator::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_generator_out(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_generator_out::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randint_low(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint_low::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_low_generator(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::randint_low_generator::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_randint_low_generator_out(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_low_generator_out::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::opt_generator(a_generator), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randint_low_out(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_low_out::call(a_low, a_high, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_randint_out(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::randint_out::call(a_high, at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_ravel(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::ravel::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_refine_names(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::refine_names::call(gotorch::ref(a_self), gotorch::dimnames(a_names, a_names_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::reflection_pad3d_backward::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_reflection_pad3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input) {
  GT_TRY
  at::_ops::reflection_pad3d_backward_grad_input::call(gotorch::ref(a_grad_output), gotorch::ref(a_self), at::IntArrayRef(a_padding, a_padding_len), gotorch::ref(a_grad_input));
  GT_CATCH
}

char* gt_relu6(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::relu6::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_relu6_(gt_tensor a_self) {
  GT_TRY
  at::_ops::relu6_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_resize_as_sparse(gt_tensor a_self, gt_tensor a_the_template, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::resize_as_sparse::call(gotorch::ref(a_self), gotorch::ref(a_the_template));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_resize_as_sparse_out(gt_tensor a_self, gt_tensor a_the_template, gt_tensor a_out) {
  GT_TRY
  at::_ops::resize_as_sparse_out::call(gotorch::ref(a_self), gotorch::ref(a_the_template), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_resize_as_sparse_(gt_tensor a_self, gt_tensor a_the_template) {
  GT_TRY
  at::_ops::resize_as_sparse_::call(gotorch::ref(a_self), gotorch::ref(a_the_template));
  GT_CATCH
}

char* gt_rot90(gt_tensor a_self, int64_t a_k, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rot90::call(gotorch::ref(a_self), a_k, at::IntArrayRef(a_dims, a_dims_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rot90_out(gt_tensor a_self, int64_t a_k, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::rot90_out::call(gotorch::ref(a_self), a_k, at::IntArrayRef(a_dims, a_dims_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_row_indices_copy(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::row_indices_copy::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_row_indices_copy_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::row_indices_copy_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rsqrt(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::rsqrt::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_rsqrt_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::rsqrt_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_rsqrt_(gt_tensor a_self) {
  GT_TRY
  at::_ops::rsqrt_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_scalar_tensor(gt_scalar a_s, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::scalar_tensor::call(gotorch::scalar(a_s), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_scalar_tensor_out(gt_scalar a_s, gt_tensor a_out) {
  GT_TRY
  at::_ops::scalar_tensor_out::call(gotorch::scalar(a_s), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_signbit(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::signbit::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_signbit_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::signbit_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sinh(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sinh::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sinh_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sinh_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sinh_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sinh_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_slice_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_start, int64_t a_end, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slice_backward::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, c10::SymInt(a_start), c10::SymInt(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slice_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_start, int64_t a_end, int64_t a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::slice_backward_out::call(gotorch::ref(a_grad_output), gotorch::symints(a_input_sizes, a_input_sizes_len), a_dim, c10::SymInt(a_start), c10::SymInt(a_end), c10::SymInt(a_step), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_slice_copy_Tensor(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::slice_copy_Tensor::call(gotorch::ref(a_self), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_slice_copy_Tensor_out(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::slice_copy_Tensor_out::call(gotorch::ref(a_self), a_dim, gotorch::opt_symint(a_start), gotorch::opt_symint(a_end), c10::SymInt(a_step), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_smooth_l1_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::smooth_l1_loss::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_beta);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_smooth_l1_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor a_out) {
  GT_TRY
  at::_ops::smooth_l1_loss_out::call(gotorch::ref(a_self), gotorch::ref(a_target), a_reduction, a_beta, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sparse_bsr_tensor_crow_col_value(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_bsr_tensor_crow_col_value::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_bsr_tensor_crow_col_value_size(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_bsr_tensor_crow_col_value_size::call(gotorch::ref(a_crow_indices), gotorch::ref(a_col_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_coo_tensor_indices(gt_tensor a_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_indices::call(gotorch::ref(a_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_coo_tensor_indices_size(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_indices_size::call(gotorch::ref(a_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_coo_tensor_size(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_coo_tensor_size::call(at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_coo_tensor_size_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::sparse_coo_tensor_size_out::call(at::IntArrayRef(a_size, a_size_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sparse_csc_tensor_ccol_row_value(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_csc_tensor_ccol_row_value::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sparse_csc_tensor_ccol_row_value_size(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sparse_csc_tensor_ccol_row_value_size::call(gotorch::ref(a_ccol_indices), gotorch::ref(a_row_indices), gotorch::ref(a_values), at::IntArrayRef(a_size, a_size_len), gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_chebyshev_polynomial_u_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_chebyshev_polynomial_u_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_chebyshev_polynomial_u_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_digamma(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_digamma::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_digamma_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_digamma_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_i1(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_i1::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_i1_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_i1_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p::call(gotorch::ref(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p_n_scalar::call(gotorch::ref(a_x), gotorch::scalar(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_legendre_polynomial_p_n_scalar_out::call(gotorch::ref(a_x), gotorch::scalar(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_legendre_polynomial_p_out::call(gotorch::ref(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_legendre_polynomial_p_x_scalar::call(gotorch::scalar(a_x), gotorch::ref(a_n));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_legendre_polynomial_p_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_legendre_polynomial_p_x_scalar_out::call(gotorch::scalar(a_x), gotorch::ref(a_n), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_modified_bessel_i0(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_modified_bessel_i0::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_modified_bessel_i0_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_modified_bessel_i0_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_psi(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_psi::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_psi_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_psi_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_zeta(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_zeta::call(gotorch::ref(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_zeta_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_zeta_other_scalar::call(gotorch::ref(a_self), gotorch::scalar(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_zeta_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_zeta_other_scalar_out::call(gotorch::ref(a_self), gotorch::scalar(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_zeta_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_zeta_out::call(gotorch::ref(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_special_zeta_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::special_zeta_self_scalar::call(gotorch::scalar(a_self), gotorch::ref(a_other));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_special_zeta_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out) {
  GT_TRY
  at::_ops::special_zeta_self_scalar_out::call(gotorch::scalar(a_self), gotorch::ref(a_other), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_split_with_sizes_copy(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::split_with_sizes_copy::call(gotorch::ref(a_self), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_split_with_sizes_copy_out(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::split_with_sizes_copy_out::call(gotorch::ref(a_self), at::IntArrayRef(a_split_sizes, a_split_sizes_len), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_sqrt(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::sqrt::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_sqrt_out(gt_tensor a_self, gt_tensor a_out) {
  GT_TRY
  at::_ops::sqrt_out::call(gotorch::ref(a_self), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_sqrt_(gt_tensor a_self) {
  GT_TRY
  at::_ops::sqrt_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_squeeze(gt_tensor a_self, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::squeeze::call(gotorch::ref(a_self));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_squeeze_dim(gt_tensor a_self, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::squeeze_dim::call(gotorch::ref(a_self), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_squeeze_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::squeeze_dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_squeeze_(gt_tensor a_self) {
  GT_TRY
  at::_ops::squeeze_::call(gotorch::ref(a_self));
  GT_CATCH
}

char* gt_squeeze__dim(gt_tensor a_self, int64_t a_dim) {
  GT_TRY
  at::_ops::squeeze__dim::call(gotorch::ref(a_self), a_dim);
  GT_CATCH
}

char* gt_squeeze__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len) {
  GT_TRY
  at::_ops::squeeze__dimname::call(gotorch::ref(a_self), gotorch::dimname(a_dim, a_dim_len));
  GT_CATCH
}

char* gt_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::stack::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out) {
  GT_TRY
  at::_ops::stack_out::call(at::TensorList(gotorch::tensors(a_tensors, a_tensors_len)), a_dim, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_swapaxes(gt_tensor a_self, int64_t a_axis0, int64_t a_axis1, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::swapaxes::call(gotorch::ref(a_self), a_axis0, a_axis1);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_swapaxes_(gt_tensor a_self, int64_t a_axis0, int64_t a_axis1) {
  GT_TRY
  at::_ops::swapaxes_::call(gotorch::ref(a_self), a_axis0, a_axis1);
  GT_CATCH
}

char* gt_tensor_split_indices(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::tensor_split_indices::call(gotorch::ref(a_self), at::IntArrayRef(a_indices, a_indices_len), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_tensor_split_sections(gt_tensor a_self, int64_t a_sections, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::tensor_split_sections::call(gotorch::ref(a_self), a_sections, a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_tensor_split_tensor_indices_or_sections(gt_tensor a_self, gt_tensor a_tensor_indices_or_sections, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::tensor_split_tensor_indices_or_sections::call(gotorch::ref(a_self), gotorch::ref(a_tensor_indices_or_sections), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_triu_indices(int64_t a_row, int64_t a_col, int64_t a_offset, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::triu_indices::call(a_row, a_col, a_offset, gotorch::opt_scalar_type(a_dtype), gotorch::opt_layout(a_layout), gotorch::opt_device(a_device), gotorch::opt_value(a_pin_memory));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_triu_indices_out(int64_t a_row, int64_t a_col, int64_t a_offset, gt_tensor a_out) {
  GT_TRY
  at::_ops::triu_indices_out::call(a_row, a_col, a_offset, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_unbind_copy_int(gt_tensor a_self, int64_t a_dim, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::unbind_copy_int::call(gotorch::ref(a_self), a_dim);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_unbind_copy_int_out(gt_tensor a_self, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len) {
  GT_TRY
  at::_ops::unbind_copy_int_out::call(gotorch::ref(a_self), a_dim, at::TensorList(gotorch::tensors(a_out, a_out_len)));
  GT_CATCH
}

char* gt_unfold_backward(gt_tensor a_grad_in, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_size, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unfold_backward::call(gotorch::ref(a_grad_in), at::IntArrayRef(a_input_sizes, a_input_sizes_len), a_dim, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unfold_backward_out(gt_tensor a_grad_in, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_size, int64_t a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::unfold_backward_out::call(gotorch::ref(a_grad_in), at::IntArrayRef(a_input_sizes, a_input_sizes_len), a_dim, a_size, a_step, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_unfold_copy(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::unfold_copy::call(gotorch::ref(a_self), a_dimension, a_size, a_step);
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_unfold_copy_out(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor a_out) {
  GT_TRY
  at::_ops::unfold_copy_out::call(gotorch::ref(a_self), a_dimension, a_size, a_step, gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_linear1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_linear1d::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_linear1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_linear1d_out::call(gotorch::ref(a_self), gotorch::symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_value(a_scales), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_upsample_linear1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0) {
  GT_TRY
  auto r = at::_ops::upsample_linear1d_vec::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len));
  *out0 = gotorch::wrap(std::move(r));
  GT_CATCH
}

char* gt_upsample_linear1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out) {
  GT_TRY
  at::_ops::upsample_linear1d_vec_out::call(gotorch::ref(a_input), gotorch::opt_symints(a_output_size, a_output_size_len), a_align_corners, gotorch::opt_list(a_scale_factors, a_scale_factors_len), gotorch::ref(a_out));
  GT_CATCH
}

char* gt_vsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::vsplit_array::call(gotorch::ref(a_self), at::IntArrayRef(a_indices, a_indices_len));
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

char* gt_vsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len) {
  GT_TRY
  auto r = at::_ops::vsplit_int::call(gotorch::ref(a_self), a_sections);
  gotorch::tensor_list(std::move(r), out0, out0_len);
  GT_CATCH
}

}  // extern "C"
