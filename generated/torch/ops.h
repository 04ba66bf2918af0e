// gotorchgen 0.1.0; libtorch 1.13.0 (cpu); input sha256:7399ca22576f599a

#ifndef GOTORCH_OPS_H
#define GOTORCH_OPS_H

#include "gotorch.h"

#ifdef __cplusplus
extern "C" {
#endif

// __and__.Scalar(Tensor self, Scalar other) -> Tensor
char* gt___and___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// __and__.Tensor(Tensor self, Tensor other) -> Tensor
char* gt___and___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// __iand__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt___iand___Scalar(gt_tensor a_self, gt_scalar a_other);
// __iand__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt___iand___Tensor(gt_tensor a_self, gt_tensor a_other);
// __ilshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt___ilshift___Scalar(gt_tensor a_self, gt_scalar a_other);
// __ilshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt___ilshift___Tensor(gt_tensor a_self, gt_tensor a_other);
// __ior__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt___ior___Scalar(gt_tensor a_self, gt_scalar a_other);
// __ior__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt___ior___Tensor(gt_tensor a_self, gt_tensor a_other);
// __irshift__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt___irshift___Scalar(gt_tensor a_self, gt_scalar a_other);
// __irshift__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt___irshift___Tensor(gt_tensor a_self, gt_tensor a_other);
// __ixor__.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt___ixor___Scalar(gt_tensor a_self, gt_scalar a_other);
// __ixor__.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt___ixor___Tensor(gt_tensor a_self, gt_tensor a_other);
// __lshift__.Scalar(Tensor self, Scalar other) -> Tensor
char* gt___lshift___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// __lshift__.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt___lshift___Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// __lshift__.Tensor(Tensor self, Tensor other) -> Tensor
char* gt___lshift___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// __lshift__.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt___lshift___Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// __or__.Scalar(Tensor self, Scalar other) -> Tensor
char* gt___or___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// __or__.Tensor(Tensor self, Tensor other) -> Tensor
char* gt___or___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// __rshift__.Scalar(Tensor self, Scalar other) -> Tensor
char* gt___rshift___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// __rshift__.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt___rshift___Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// __rshift__.Tensor(Tensor self, Tensor other) -> Tensor
char* gt___rshift___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// __rshift__.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt___rshift___Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// __xor__.Scalar(Tensor self, Scalar other) -> Tensor
char* gt___xor___Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// __xor__.Tensor(Tensor self, Tensor other) -> Tensor
char* gt___xor___Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// _adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
char* gt__adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// _adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// _adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt__adaptive_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// _adaptive_avg_pool2d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__adaptive_avg_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out);
// _adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
char* gt__adaptive_avg_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// _adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__adaptive_avg_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// _adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt__adaptive_avg_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// _adaptive_avg_pool3d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__adaptive_avg_pool3d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out);
// _add_batch_dim(Tensor self, int batch_dim, int level) -> Tensor
char* gt__add_batch_dim(gt_tensor a_self, int64_t a_batch_dim, int64_t a_level, gt_tensor* out0);
// _add_relu.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
char* gt__add_relu_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0);
// _add_relu.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__add_relu_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out);
// _add_relu.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
char* gt__add_relu_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// _add_relu.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt__add_relu_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out);
// _add_relu_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
char* gt__add_relu__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha);
// _add_relu_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
char* gt__add_relu__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha);
// _addmm_activation(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False) -> Tensor
char* gt__addmm_activation(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, bool a_use_gelu, gt_tensor* out0);
// _addmm_activation.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False, Tensor(a!) out) -> Tensor(a!)
char* gt__addmm_activation_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, bool a_use_gelu, gt_tensor a_out);
// _aminmax(Tensor self) -> (Tensor, Tensor)
char* gt__aminmax(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// _aminmax.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor, Tensor)
char* gt__aminmax_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// _aminmax.dim_out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__aminmax_dim_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1);
// _aminmax.out(Tensor self, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__aminmax_out(gt_tensor a_self, gt_tensor a_out0, gt_tensor a_out1);
// _amp_foreach_non_finite_check_and_unscale(Tensor[] self, Tensor found_inf, Tensor inv_scale) -> (Tensor[] self_out, Tensor found_inf_out)
char* gt__amp_foreach_non_finite_check_and_unscale(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale, gt_tensor** out0, int64_t* out0_len, gt_tensor* out1);
// _amp_foreach_non_finite_check_and_unscale.out(Tensor[] self, Tensor(b!) found_inf, Tensor inv_scale, *, Tensor(a!)[] out) -> ()
char* gt__amp_foreach_non_finite_check_and_unscale_out(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale, const gt_tensor* a_out, int64_t a_out_len);
// _amp_foreach_non_finite_check_and_unscale_(Tensor(a!)[] self, Tensor(b!) found_inf, Tensor inv_scale) -> ()
char* gt__amp_foreach_non_finite_check_and_unscale_(const gt_tensor* a_self, int64_t a_self_len, gt_tensor a_found_inf, gt_tensor a_inv_scale);
// _amp_update_scale(Tensor self, Tensor growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -> (Tensor, Tensor growth_tracker_out)
char* gt__amp_update_scale(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval, gt_tensor* out0, gt_tensor* out1);
// _amp_update_scale.out(Tensor self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval, *, Tensor(a!) out) -> Tensor(a!)
char* gt__amp_update_scale_out(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval, gt_tensor a_out);
// _amp_update_scale_(Tensor(a!) self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -> Tensor(a!)
char* gt__amp_update_scale_(gt_tensor a_self, gt_tensor a_growth_tracker, gt_tensor a_found_inf, double a_scale_growth_factor, double a_scale_backoff_factor, int64_t a_growth_interval);
// _assert_async(Tensor self) -> ()
char* gt__assert_async(gt_tensor a_self);
// _assert_tensor_metadata(Tensor a, int[]? size=None, int[]? stride=None, ScalarType? dtype=None) -> ()
char* gt__assert_tensor_metadata(gt_tensor a_a, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype);
// _autocast_to_full_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled) -> Tensor(a)
char* gt__autocast_to_full_precision(gt_tensor a_self, bool a_cuda_enabled, bool a_cpu_enabled, gt_tensor* out0);
// _autocast_to_reduced_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled, ScalarType cuda_dtype, ScalarType cpu_dtype) -> Tensor(a)
char* gt__autocast_to_reduced_precision(gt_tensor a_self, bool a_cuda_enabled, bool a_cpu_enabled, int32_t a_cuda_dtype, int32_t a_cpu_dtype, gt_tensor* out0);
// _backward(Tensor self, Tensor[] inputs, Tensor? gradient=None, bool? retain_graph=None, bool create_graph=False) -> ()
char* gt__backward(gt_tensor a_self, const gt_tensor* a_inputs, int64_t a_inputs_len, gt_tensor a_gradient, const bool* a_retain_graph, bool a_create_graph);
// _batch_norm_impl_index(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> (Tensor, Tensor, Tensor, Tensor, int)
char* gt__batch_norm_impl_index(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, int64_t* out4);
// _batch_norm_impl_index_backward(int impl_index, Tensor input, Tensor grad_output, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var_transform, bool train, float eps, bool[3] output_mask, Tensor reservedSpace) -> (Tensor, Tensor, Tensor)
char* gt__batch_norm_impl_index_backward(int64_t a_impl_index, gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var_transform, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor a_reservedSpace, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _cast_Byte(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Byte(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Char(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Char(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Double(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Double(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Float(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Float(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Half(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Half(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Int(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Int(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Long(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Long(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cast_Short(Tensor self, bool non_blocking=False) -> Tensor
char* gt__cast_Short(gt_tensor a_self, bool a_non_blocking, gt_tensor* out0);
// _cdist_backward(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor
char* gt__cdist_backward(gt_tensor a_grad, gt_tensor a_x1, gt_tensor a_x2, double a_p, gt_tensor a_cdist, gt_tensor* out0);
// _cdist_backward.out(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist, *, Tensor(a!) out) -> Tensor(a!)
char* gt__cdist_backward_out(gt_tensor a_grad, gt_tensor a_x1, gt_tensor a_x2, double a_p, gt_tensor a_cdist, gt_tensor a_out);
// _cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor
char* gt__cdist_forward(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor* out0);
// _cdist_forward.out(Tensor x1, Tensor x2, float p, int? compute_mode, *, Tensor(a!) out) -> Tensor(a!)
char* gt__cdist_forward_out(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor a_out);
// _cholesky_solve_helper(Tensor self, Tensor A, bool upper) -> Tensor
char* gt__cholesky_solve_helper(gt_tensor a_self, gt_tensor a_A, bool a_upper, gt_tensor* out0);
// _cholesky_solve_helper.out(Tensor self, Tensor A, bool upper, *, Tensor(a!) out) -> Tensor(a!)
char* gt__cholesky_solve_helper_out(gt_tensor a_self, gt_tensor a_A, bool a_upper, gt_tensor a_out);
// _choose_qparams_per_tensor(Tensor self, bool reduce_range=False) -> (float, int)
char* gt__choose_qparams_per_tensor(gt_tensor a_self, bool a_reduce_range, double* out0, int64_t* out1);
// _coalesce(Tensor self) -> Tensor
char* gt__coalesce(gt_tensor a_self, gt_tensor* out0);
// _coalesce.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__coalesce_out(gt_tensor a_self, gt_tensor a_out);
// _coalesced(Tensor self, bool coalesced) -> Tensor
char* gt__coalesced(gt_tensor a_self, bool a_coalesced, gt_tensor* out0);
// _coalesced.out(Tensor self, bool coalesced, *, Tensor(a!) out) -> Tensor(a!)
char* gt__coalesced_out(gt_tensor a_self, bool a_coalesced, gt_tensor a_out);
// _coalesced_(Tensor(a!) self, bool coalesced) -> Tensor(a!)
char* gt__coalesced_(gt_tensor a_self, bool a_coalesced);
// _compute_linear_combination(Tensor input, Tensor coefficients) -> Tensor
char* gt__compute_linear_combination(gt_tensor a_input, gt_tensor a_coefficients, gt_tensor* out0);
// _compute_linear_combination.out(Tensor input, Tensor coefficients, *, Tensor(a!) out) -> Tensor(a!)
char* gt__compute_linear_combination_out(gt_tensor a_input, gt_tensor a_coefficients, gt_tensor a_out);
// _conj(Tensor(a) self) -> Tensor(a)
char* gt__conj(gt_tensor a_self, gt_tensor* out0);
// _conj_copy(Tensor self) -> Tensor
char* gt__conj_copy(gt_tensor a_self, gt_tensor* out0);
// _conj_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__conj_copy_out(gt_tensor a_self, gt_tensor a_out);
// _conj_physical(Tensor self) -> Tensor
char* gt__conj_physical(gt_tensor a_self, gt_tensor* out0);
// _conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__conj_physical_out(gt_tensor a_self, gt_tensor a_out);
// _conv_depthwise2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation) -> Tensor
char* gt__conv_depthwise2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// _conv_depthwise2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, int[2] dilation, *, Tensor(a!) out) -> Tensor(a!)
char* gt__conv_depthwise2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// _convert_indices_from_coo_to_csr(Tensor self, int size, *, bool out_int32=False) -> Tensor
char* gt__convert_indices_from_coo_to_csr(gt_tensor a_self, int64_t a_size, bool a_out_int32, gt_tensor* out0);
// _convert_indices_from_coo_to_csr.out(Tensor self, int size, *, bool out_int32=False, Tensor(a!) out) -> Tensor(a!)
char* gt__convert_indices_from_coo_to_csr_out(gt_tensor a_self, int64_t a_size, bool a_out_int32, gt_tensor a_out);
// _convert_indices_from_csr_to_coo(Tensor crow_indices, Tensor col_indices, *, bool out_int32=False, bool transpose=False) -> Tensor
char* gt__convert_indices_from_csr_to_coo(gt_tensor a_crow_indices, gt_tensor a_col_indices, bool a_out_int32, bool a_transpose, gt_tensor* out0);
// _convert_indices_from_csr_to_coo.out(Tensor crow_indices, Tensor col_indices, *, bool out_int32=False, bool transpose=False, Tensor(a!) out) -> Tensor(a!)
char* gt__convert_indices_from_csr_to_coo_out(gt_tensor a_crow_indices, gt_tensor a_col_indices, bool a_out_int32, bool a_transpose, gt_tensor a_out);
// _convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled, bool allow_tf32) -> Tensor
char* gt__convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, bool a_allow_tf32, gt_tensor* out0);
// _convolution.deprecated(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled) -> Tensor
char* gt__convolution_deprecated(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, gt_tensor* out0);
// _convolution.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, bool cudnn_enabled, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
char* gt__convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_cudnn_enabled, bool a_allow_tf32, gt_tensor a_out);
// _convolution_double_backward(Tensor? ggI, Tensor? ggW, Tensor? ggb, Tensor gO, Tensor weight, Tensor self, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt__convolution_double_backward(gt_tensor a_ggI, gt_tensor a_ggW, gt_tensor a_ggb, gt_tensor a_gO, gt_tensor a_weight, gt_tensor a_self, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _convolution_mode(Tensor input, Tensor weight, Tensor? bias, int[] stride, str padding, int[] dilation, int groups) -> Tensor
char* gt__convolution_mode(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// _copy_from(Tensor self, Tensor dst, bool non_blocking=False) -> Tensor
char* gt__copy_from(gt_tensor a_self, gt_tensor a_dst, bool a_non_blocking, gt_tensor* out0);
// _copy_from.out(Tensor self, Tensor dst, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt__copy_from_out(gt_tensor a_self, gt_tensor a_dst, bool a_non_blocking, gt_tensor a_out);
// _copy_from_and_resize(Tensor self, Tensor dst) -> Tensor
char* gt__copy_from_and_resize(gt_tensor a_self, gt_tensor a_dst, gt_tensor* out0);
// _copy_from_and_resize.out(Tensor self, Tensor dst, *, Tensor(a!) out) -> Tensor(a!)
char* gt__copy_from_and_resize_out(gt_tensor a_self, gt_tensor a_dst, gt_tensor a_out);
// _ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)
char* gt__ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1);
// _ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)
char* gt__ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1);
// _ctc_loss.out(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__ctc_loss_out(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_zero_infinity, gt_tensor a_out0, gt_tensor a_out1);
// _ctc_loss_backward(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor
char* gt__ctc_loss_backward(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0);
// _ctc_loss_backward.Tensor(Tensor grad, Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor
char* gt__ctc_loss_backward_Tensor(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor* out0);
// _ctc_loss_backward.out(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt__ctc_loss_backward_out(gt_tensor a_grad, gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, gt_tensor a_neg_log_likelihood, gt_tensor a_log_alpha, int64_t a_blank, bool a_zero_infinity, gt_tensor a_out);
// _cudnn_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)
char* gt__cudnn_ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1);
// _cudnn_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)
char* gt__cudnn_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor* out0, gt_tensor* out1);
// _cudnn_ctc_loss.out(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__cudnn_ctc_loss_out(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool a_deterministic, bool a_zero_infinity, gt_tensor a_out0, gt_tensor a_out1);
// _cudnn_init_dropout_state(float dropout, bool train, int dropout_seed, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt__cudnn_init_dropout_state(double a_dropout, bool a_train, int64_t a_dropout_seed, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _cudnn_init_dropout_state.out(float dropout, bool train, int dropout_seed, *, Tensor(a!) out) -> Tensor(a!)
char* gt__cudnn_init_dropout_state_out(double a_dropout, bool a_train, int64_t a_dropout_seed, gt_tensor a_out);
// _cudnn_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor? weight_buf, Tensor hx, Tensor? cx, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__cudnn_rnn(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _cudnn_rnn.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor? weight_buf, Tensor hx, Tensor? cx, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
char* gt__cudnn_rnn_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4);
// _cudnn_rnn_backward(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask) -> (Tensor, Tensor, Tensor, Tensor[])
char* gt__cudnn_rnn_backward(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor** out3, int64_t* out3_len);
// _cudnn_rnn_backward.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!)[] out3) -> ()
char* gt__cudnn_rnn_backward_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, const gt_tensor* a_out3, int64_t a_out3_len);
// _cudnn_rnn_flatten_weight(Tensor[] weight_arr, int weight_stride0, SymInt input_size, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, bool bidirectional) -> Tensor
char* gt__cudnn_rnn_flatten_weight(const gt_tensor* a_weight_arr, int64_t a_weight_arr_len, int64_t a_weight_stride0, int64_t a_input_size, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, bool a_bidirectional, gt_tensor* out0);
// _cudnn_rnn_flatten_weight.out(Tensor[] weight_arr, int weight_stride0, SymInt input_size, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, bool bidirectional, *, Tensor(a!) out) -> Tensor(a!)
char* gt__cudnn_rnn_flatten_weight_out(const gt_tensor* a_weight_arr, int64_t a_weight_arr_len, int64_t a_weight_stride0, int64_t a_input_size, int64_t a_mode, int64_t a_hidden_size, int64_t a_proj_size, int64_t a_num_layers, bool a_batch_first, bool a_bidirectional, gt_tensor a_out);
// _cufft_clear_plan_cache(int device_index) -> ()
char* gt__cufft_clear_plan_cache(int64_t a_device_index);
// _cufft_get_plan_cache_max_size(int device_index) -> int
char* gt__cufft_get_plan_cache_max_size(int64_t a_device_index, int64_t* out0);
// _cufft_get_plan_cache_size(int device_index) -> int
char* gt__cufft_get_plan_cache_size(int64_t a_device_index, int64_t* out0);
// _cufft_set_plan_cache_max_size(int device_index, int max_size) -> ()
char* gt__cufft_set_plan_cache_max_size(int64_t a_device_index, int64_t a_max_size);
// _cummax_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -> ()
char* gt__cummax_helper(gt_tensor a_self, gt_tensor a_values, gt_tensor a_indices, int64_t a_dim);
// _cummin_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -> ()
char* gt__cummin_helper(gt_tensor a_self, gt_tensor a_values, gt_tensor a_indices, int64_t a_dim);
// _debug_has_internal_overlap(Tensor self) -> int
char* gt__debug_has_internal_overlap(gt_tensor a_self, int64_t* out0);
// _dimI(Tensor self) -> int
char* gt__dimI(gt_tensor a_self, int64_t* out0);
// _dimV(Tensor self) -> int
char* gt__dimV(gt_tensor a_self, int64_t* out0);
// _dim_arange(Tensor like, int dim) -> Tensor
char* gt__dim_arange(gt_tensor a_like, int64_t a_dim, gt_tensor* out0);
// _dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor
char* gt__dirichlet_grad(gt_tensor a_x, gt_tensor a_alpha, gt_tensor a_total, gt_tensor* out0);
// _dirichlet_grad.out(Tensor x, Tensor alpha, Tensor total, *, Tensor(a!) out) -> Tensor(a!)
char* gt__dirichlet_grad_out(gt_tensor a_x, gt_tensor a_alpha, gt_tensor a_total, gt_tensor a_out);
// _efficientzerotensor(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__efficientzerotensor(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _efficientzerotensor.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__efficientzerotensor_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// _embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)
char* gt__embedding_bag(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// _embedding_bag.out(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
char* gt__embedding_bag_out(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3);
// _embedding_bag_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
char* gt__embedding_bag_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0);
// _embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
char* gt__embedding_bag_dense_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0);
// _embedding_bag_dense_backward.out(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__embedding_bag_dense_backward_out(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offset2bag, gt_tensor a_bag_size, gt_tensor a_maximum_indices, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor a_out);
// _embedding_bag_forward_only(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)
char* gt__embedding_bag_forward_only(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// _embedding_bag_forward_only.out(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
char* gt__embedding_bag_forward_only_out(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, int64_t a_padding_idx, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3);
// _embedding_bag_per_sample_weights_backward(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1) -> Tensor
char* gt__embedding_bag_per_sample_weights_backward(gt_tensor a_grad, gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, int64_t a_mode, int64_t a_padding_idx, gt_tensor* out0);
// _embedding_bag_per_sample_weights_backward.out(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__embedding_bag_per_sample_weights_backward_out(gt_tensor a_grad, gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, int64_t a_mode, int64_t a_padding_idx, gt_tensor a_out);
// _embedding_bag_sparse_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor
char* gt__embedding_bag_sparse_backward(gt_tensor a_grad, gt_tensor a_indices, gt_tensor a_offsets, gt_tensor a_offset2bag, gt_tensor a_bag_size, int64_t a_num_weights, bool a_scale_grad_by_freq, int64_t a_mode, gt_tensor a_per_sample_weights, int64_t a_padding_idx, gt_tensor* out0);
// _empty_affine_quantized(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format) -> Tensor
char* gt__empty_affine_quantized(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, double a_scale, int64_t a_zero_point, int32_t a_memory_format, gt_tensor* out0);
// _empty_affine_quantized.out(int[] size, *, float scale=1, int zero_point=0, MemoryFormat? memory_format=contiguous_format, Tensor(a!) out) -> Tensor(a!)
char* gt__empty_affine_quantized_out(const int64_t* a_size, int64_t a_size_len, double a_scale, int64_t a_zero_point, int32_t a_memory_format, gt_tensor a_out);
// _empty_per_channel_affine_quantized(int[] size, *, Tensor scales, Tensor zero_points, int axis, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=contiguous_format) -> Tensor
char* gt__empty_per_channel_affine_quantized(const int64_t* a_size, int64_t a_size_len, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// _empty_per_channel_affine_quantized.out(int[] size, *, Tensor scales, Tensor zero_points, int axis, MemoryFormat? memory_format=contiguous_format, Tensor(a!) out) -> Tensor(a!)
char* gt__empty_per_channel_affine_quantized_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_memory_format, gt_tensor a_out);
// _euclidean_dist(Tensor x1, Tensor x2) -> Tensor
char* gt__euclidean_dist(gt_tensor a_x1, gt_tensor a_x2, gt_tensor* out0);
// _euclidean_dist.out(Tensor x1, Tensor x2, *, Tensor(a!) out) -> Tensor(a!)
char* gt__euclidean_dist_out(gt_tensor a_x1, gt_tensor a_x2, gt_tensor a_out);
// _fake_quantize_learnable_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0) -> Tensor
char* gt__fake_quantize_learnable_per_channel_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0);
// _fake_quantize_learnable_per_channel_affine.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fake_quantize_learnable_per_channel_affine_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor a_out);
// _fake_quantize_learnable_per_channel_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.0) -> (Tensor, Tensor, Tensor)
char* gt__fake_quantize_learnable_per_channel_affine_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _fake_quantize_learnable_per_tensor_affine(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0) -> Tensor
char* gt__fake_quantize_learnable_per_tensor_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0);
// _fake_quantize_learnable_per_tensor_affine.out(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fake_quantize_learnable_per_tensor_affine_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor a_out);
// _fake_quantize_learnable_per_tensor_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.0) -> (Tensor, Tensor, Tensor)
char* gt__fake_quantize_learnable_per_tensor_affine_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, double a_grad_factor, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _fake_quantize_per_tensor_affine_cachemask_tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, gt_tensor a_fake_quant_enabled, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1);
// _fake_quantize_per_tensor_affine_cachemask_tensor_qparams.out(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__fake_quantize_per_tensor_affine_cachemask_tensor_qparams_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, gt_tensor a_fake_quant_enabled, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1);
// _fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor
char* gt__fft_c2c(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_forward, gt_tensor* out0);
// _fft_c2c.out(Tensor self, int[] dim, int normalization, bool forward, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fft_c2c_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_forward, gt_tensor a_out);
// _fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor
char* gt__fft_c2r(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, int64_t a_last_dim_size, gt_tensor* out0);
// _fft_c2r.out(Tensor self, int[] dim, int normalization, int last_dim_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fft_c2r_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, int64_t a_last_dim_size, gt_tensor a_out);
// _fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor
char* gt__fft_r2c(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_onesided, gt_tensor* out0);
// _fft_r2c.out(Tensor self, int[] dim, int normalization, bool onesided, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fft_r2c_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_normalization, bool a_onesided, gt_tensor a_out);
// _flash_scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor cum_seq_q, Tensor cum_seq_k, int max_q, int max_k, float dropout_p, bool is_causal) -> Tensor
char* gt__flash_scaled_dot_product_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_cum_seq_q, gt_tensor a_cum_seq_k, int64_t a_max_q, int64_t a_max_k, double a_dropout_p, bool a_is_causal, gt_tensor* out0);
// _foobar(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True) -> Tensor
char* gt__foobar(gt_tensor a_self, bool a_arg1, bool a_arg2, bool a_arg3, gt_tensor* out0);
// _foobar.out(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True, Tensor(a!) out) -> Tensor(a!)
char* gt__foobar_out(gt_tensor a_self, bool a_arg1, bool a_arg2, bool a_arg3, gt_tensor a_out);
// _foreach_abs(Tensor[] self) -> Tensor[]
char* gt__foreach_abs(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_abs.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_abs_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_abs_(Tensor(a!)[] self) -> ()
char* gt__foreach_abs_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_acos(Tensor[] self) -> Tensor[]
char* gt__foreach_acos(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_acos.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_acos_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_acos_(Tensor(a!)[] self) -> ()
char* gt__foreach_acos_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_add.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]
char* gt__foreach_add_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, gt_tensor** out0, int64_t* out0_len);
// _foreach_add.List_out(Tensor[] self, Tensor[] other, *, Scalar alpha=1, Tensor(a!)[] out) -> ()
char* gt__foreach_add_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_add.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
char* gt__foreach_add_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len);
// _foreach_add.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
char* gt__foreach_add_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_add.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_add_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_add.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
char* gt__foreach_add_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_add_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()
char* gt__foreach_add__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha);
// _foreach_add_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
char* gt__foreach_add__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar);
// _foreach_add_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
char* gt__foreach_add__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_addcdiv.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]
char* gt__foreach_addcdiv_Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, gt_tensor** out0, int64_t* out0_len);
// _foreach_addcdiv.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]
char* gt__foreach_addcdiv_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_addcdiv.ScalarList_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_addcdiv_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_addcdiv.Scalar_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1, *, Tensor(a!)[] out) -> ()
char* gt__foreach_addcdiv_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_addcdiv_.Scalar(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> ()
char* gt__foreach_addcdiv__Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value);
// _foreach_addcdiv_.ScalarList(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> ()
char* gt__foreach_addcdiv__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_addcmul.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]
char* gt__foreach_addcmul_Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, gt_tensor** out0, int64_t* out0_len);
// _foreach_addcmul.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]
char* gt__foreach_addcmul_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_addcmul.ScalarList_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_addcmul_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_addcmul.Scalar_out(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1, *, Tensor(a!)[] out) -> ()
char* gt__foreach_addcmul_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_addcmul_.Scalar(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> ()
char* gt__foreach_addcmul__Scalar(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, gt_scalar a_value);
// _foreach_addcmul_.ScalarList(Tensor(a!)[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> ()
char* gt__foreach_addcmul__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_tensor1, int64_t a_tensor1_len, const gt_tensor* a_tensor2, int64_t a_tensor2_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_asin(Tensor[] self) -> Tensor[]
char* gt__foreach_asin(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_asin.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_asin_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_asin_(Tensor(a!)[] self) -> ()
char* gt__foreach_asin_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_atan(Tensor[] self) -> Tensor[]
char* gt__foreach_atan(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_atan.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_atan_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_atan_(Tensor(a!)[] self) -> ()
char* gt__foreach_atan_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_ceil(Tensor[] self) -> Tensor[]
char* gt__foreach_ceil(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_ceil.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_ceil_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_ceil_(Tensor(a!)[] self) -> ()
char* gt__foreach_ceil_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_cos(Tensor[] self) -> Tensor[]
char* gt__foreach_cos(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_cos.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_cos_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_cos_(Tensor(a!)[] self) -> ()
char* gt__foreach_cos_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_cosh(Tensor[] self) -> Tensor[]
char* gt__foreach_cosh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_cosh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_cosh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_cosh_(Tensor(a!)[] self) -> ()
char* gt__foreach_cosh_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_div.List(Tensor[] self, Tensor[] other) -> Tensor[]
char* gt__foreach_div_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_div.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
char* gt__foreach_div_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_div.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
char* gt__foreach_div_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len);
// _foreach_div.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
char* gt__foreach_div_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_div.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_div_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_div.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
char* gt__foreach_div_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_div_.List(Tensor(a!)[] self, Tensor[] other) -> ()
char* gt__foreach_div__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len);
// _foreach_div_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
char* gt__foreach_div__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar);
// _foreach_div_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
char* gt__foreach_div__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_erf(Tensor[] self) -> Tensor[]
char* gt__foreach_erf(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_erf.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_erf_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_erf_(Tensor(a!)[] self) -> ()
char* gt__foreach_erf_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_erfc(Tensor[] self) -> Tensor[]
char* gt__foreach_erfc(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_erfc.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_erfc_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_erfc_(Tensor(a!)[] self) -> ()
char* gt__foreach_erfc_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_exp(Tensor[] self) -> Tensor[]
char* gt__foreach_exp(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_exp.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_exp_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_exp_(Tensor(a!)[] self) -> ()
char* gt__foreach_exp_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_expm1(Tensor[] self) -> Tensor[]
char* gt__foreach_expm1(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_expm1.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_expm1_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_expm1_(Tensor(a!)[] self) -> ()
char* gt__foreach_expm1_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_floor(Tensor[] self) -> Tensor[]
char* gt__foreach_floor(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_floor.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_floor_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_floor_(Tensor(a!)[] self) -> ()
char* gt__foreach_floor_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_frac(Tensor[] self) -> Tensor[]
char* gt__foreach_frac(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_frac.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_frac_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_frac_(Tensor(a!)[] self) -> ()
char* gt__foreach_frac_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_lgamma(Tensor[] self) -> Tensor[]
char* gt__foreach_lgamma(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_lgamma.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_lgamma_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_lgamma_(Tensor(a!)[] self) -> ()
char* gt__foreach_lgamma_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_log(Tensor[] self) -> Tensor[]
char* gt__foreach_log(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_log.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_log_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_log10(Tensor[] self) -> Tensor[]
char* gt__foreach_log10(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_log10.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_log10_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_log10_(Tensor(a!)[] self) -> ()
char* gt__foreach_log10_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_log1p(Tensor[] self) -> Tensor[]
char* gt__foreach_log1p(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_log1p.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_log1p_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_log1p_(Tensor(a!)[] self) -> ()
char* gt__foreach_log1p_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_log2(Tensor[] self) -> Tensor[]
char* gt__foreach_log2(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_log2.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_log2_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_log2_(Tensor(a!)[] self) -> ()
char* gt__foreach_log2_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_log_(Tensor(a!)[] self) -> ()
char* gt__foreach_log_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_maximum.List(Tensor[] self, Tensor[] other) -> Tensor[]
char* gt__foreach_maximum_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_maximum.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
char* gt__foreach_maximum_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_maximum_.List(Tensor(a!)[] self, Tensor[] other) -> ()
char* gt__foreach_maximum__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len);
// _foreach_minimum.List(Tensor[] self, Tensor[] other) -> Tensor[]
char* gt__foreach_minimum_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_minimum.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
char* gt__foreach_minimum_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_minimum_.List(Tensor(a!)[] self, Tensor[] other) -> ()
char* gt__foreach_minimum__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len);
// _foreach_mul.List(Tensor[] self, Tensor[] other) -> Tensor[]
char* gt__foreach_mul_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_mul.List_out(Tensor[] self, Tensor[] other, *, Tensor(a!)[] out) -> ()
char* gt__foreach_mul_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_mul.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
char* gt__foreach_mul_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len);
// _foreach_mul.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
char* gt__foreach_mul_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_mul.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_mul_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_mul.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
char* gt__foreach_mul_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_mul_.List(Tensor(a!)[] self, Tensor[] other) -> ()
char* gt__foreach_mul__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len);
// _foreach_mul_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
char* gt__foreach_mul__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar);
// _foreach_mul_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
char* gt__foreach_mul__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_neg(Tensor[] self) -> Tensor[]
char* gt__foreach_neg(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_neg.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_neg_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_neg_(Tensor(a!)[] self) -> ()
char* gt__foreach_neg_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_norm.Scalar(Tensor[] self, Scalar ord=2) -> Tensor[]
char* gt__foreach_norm_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_ord, gt_tensor** out0, int64_t* out0_len);
// _foreach_norm.Scalar_out(Tensor[] self, Scalar ord=2, *, Tensor(a!)[] out) -> ()
char* gt__foreach_norm_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_ord, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_reciprocal(Tensor[] self) -> Tensor[]
char* gt__foreach_reciprocal(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_reciprocal.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_reciprocal_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_reciprocal_(Tensor(a!)[] self) -> ()
char* gt__foreach_reciprocal_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_round(Tensor[] self) -> Tensor[]
char* gt__foreach_round(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_round.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_round_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_round_(Tensor(a!)[] self) -> ()
char* gt__foreach_round_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_sigmoid(Tensor[] self) -> Tensor[]
char* gt__foreach_sigmoid(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_sigmoid.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sigmoid_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sigmoid_(Tensor(a!)[] self) -> ()
char* gt__foreach_sigmoid_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_sin(Tensor[] self) -> Tensor[]
char* gt__foreach_sin(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_sin.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sin_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sin_(Tensor(a!)[] self) -> ()
char* gt__foreach_sin_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_sinh(Tensor[] self) -> Tensor[]
char* gt__foreach_sinh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_sinh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sinh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sinh_(Tensor(a!)[] self) -> ()
char* gt__foreach_sinh_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_sqrt(Tensor[] self) -> Tensor[]
char* gt__foreach_sqrt(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_sqrt.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sqrt_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sqrt_(Tensor(a!)[] self) -> ()
char* gt__foreach_sqrt_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_sub.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]
char* gt__foreach_sub_List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, gt_tensor** out0, int64_t* out0_len);
// _foreach_sub.List_out(Tensor[] self, Tensor[] other, *, Scalar alpha=1, Tensor(a!)[] out) -> ()
char* gt__foreach_sub_List_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sub.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]
char* gt__foreach_sub_Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, gt_tensor** out0, int64_t* out0_len);
// _foreach_sub.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]
char* gt__foreach_sub_ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_sub.ScalarList_out(Tensor[] self, Scalar[] scalars, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sub_ScalarList_out(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sub.Scalar_out(Tensor[] self, Scalar scalar, *, Tensor(a!)[] out) -> ()
char* gt__foreach_sub_Scalar_out(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_sub_.List(Tensor(a!)[] self, Tensor[] other, *, Scalar alpha=1) -> ()
char* gt__foreach_sub__List(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_other, int64_t a_other_len, gt_scalar a_alpha);
// _foreach_sub_.Scalar(Tensor(a!)[] self, Scalar scalar) -> ()
char* gt__foreach_sub__Scalar(const gt_tensor* a_self, int64_t a_self_len, gt_scalar a_scalar);
// _foreach_sub_.ScalarList(Tensor(a!)[] self, Scalar[] scalars) -> ()
char* gt__foreach_sub__ScalarList(const gt_tensor* a_self, int64_t a_self_len, const gt_scalar* a_scalars, int64_t a_scalars_len);
// _foreach_tan(Tensor[] self) -> Tensor[]
char* gt__foreach_tan(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_tan.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_tan_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_tan_(Tensor(a!)[] self) -> ()
char* gt__foreach_tan_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_tanh(Tensor[] self) -> Tensor[]
char* gt__foreach_tanh(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_tanh.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_tanh_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_tanh_(Tensor(a!)[] self) -> ()
char* gt__foreach_tanh_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_trunc(Tensor[] self) -> Tensor[]
char* gt__foreach_trunc(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_trunc.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_trunc_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_trunc_(Tensor(a!)[] self) -> ()
char* gt__foreach_trunc_(const gt_tensor* a_self, int64_t a_self_len);
// _foreach_zero(Tensor[] self) -> Tensor[] self_out
char* gt__foreach_zero(const gt_tensor* a_self, int64_t a_self_len, gt_tensor** out0, int64_t* out0_len);
// _foreach_zero.out(Tensor[] self, *, Tensor(a!)[] out) -> ()
char* gt__foreach_zero_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_out, int64_t a_out_len);
// _foreach_zero_(Tensor(a!)[] self) -> ()
char* gt__foreach_zero_(const gt_tensor* a_self, int64_t a_self_len);
// _fused_adam(Tensor[] self, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, Tensor[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> (Tensor[] self_out, Tensor[] grads_out, Tensor[] exp_avgs_out, Tensor[] exp_avg_sqs_out, Tensor[] max_exp_avg_sqs_out)
char* gt__fused_adam(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf, gt_tensor** out0, int64_t* out0_len, gt_tensor** out1, int64_t* out1_len, gt_tensor** out2, int64_t* out2_len, gt_tensor** out3, int64_t* out3_len, gt_tensor** out4, int64_t* out4_len);
// _fused_adam.out(Tensor[] self, Tensor(b!)[] grads, Tensor(c!)[] exp_avgs, Tensor(d!)[] exp_avg_sqs, Tensor(e!)[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None, Tensor(a!)[] out) -> ()
char* gt__fused_adam_out(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf, const gt_tensor* a_out, int64_t a_out_len);
// _fused_adam_(Tensor(a!)[] self, Tensor(b!)[] grads, Tensor(c!)[] exp_avgs, Tensor(d!)[] exp_avg_sqs, Tensor(e!)[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> ()
char* gt__fused_adam_(const gt_tensor* a_self, int64_t a_self_len, const gt_tensor* a_grads, int64_t a_grads_len, const gt_tensor* a_exp_avgs, int64_t a_exp_avgs_len, const gt_tensor* a_exp_avg_sqs, int64_t a_exp_avg_sqs_len, const gt_tensor* a_max_exp_avg_sqs, int64_t a_max_exp_avg_sqs_len, const gt_tensor* a_state_steps, int64_t a_state_steps_len, double a_lr, double a_beta1, double a_beta2, double a_weight_decay, double a_eps, bool a_amsgrad, bool a_maximize, gt_tensor a_grad_scale, gt_tensor a_found_inf);
// _fused_dropout(Tensor self, float p, Generator? generator=None) -> (Tensor, Tensor)
char* gt__fused_dropout(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0, gt_tensor* out1);
// _fused_dropout.out(Tensor self, float p, Generator? generator=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__fused_dropout_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out0, gt_tensor a_out1);
// _fused_moving_avg_obs_fq_helper(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask)
char* gt__fused_moving_avg_obs_fq_helper(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0, gt_tensor* out1);
// _fused_moving_avg_obs_fq_helper.out(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False, *, Tensor(e!) out0, Tensor(f!) out1) -> (Tensor(e!), Tensor(f!))
char* gt__fused_moving_avg_obs_fq_helper_out(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor a_out0, gt_tensor a_out1);
// _fused_moving_avg_obs_fq_helper_functional(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor running_min, Tensor running_max, Tensor scale, Tensor zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask, Tensor running_min_out, Tensor running_max_out, Tensor scale_out, Tensor zero_point_out)
char* gt__fused_moving_avg_obs_fq_helper_functional(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4, gt_tensor* out5);
// _fw_primal(Tensor(a) self, int level) -> Tensor(a)
char* gt__fw_primal(gt_tensor a_self, int64_t a_level, gt_tensor* out0);
// _fw_primal_copy(Tensor self, int level) -> Tensor
char* gt__fw_primal_copy(gt_tensor a_self, int64_t a_level, gt_tensor* out0);
// _fw_primal_copy.out(Tensor self, int level, *, Tensor(a!) out) -> Tensor(a!)
char* gt__fw_primal_copy_out(gt_tensor a_self, int64_t a_level, gt_tensor a_out);
// _gather_sparse_backward(Tensor self, int dim, Tensor index, Tensor grad) -> Tensor
char* gt__gather_sparse_backward(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_grad, gt_tensor* out0);
// _grid_sampler_2d_cpu_fallback(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
char* gt__grid_sampler_2d_cpu_fallback(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0);
// _grid_sampler_2d_cpu_fallback.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
char* gt__grid_sampler_2d_cpu_fallback_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out);
// _grid_sampler_2d_cpu_fallback_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> (Tensor, Tensor)
char* gt__grid_sampler_2d_cpu_fallback_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0, gt_tensor* out1);
// _has_compatible_shallow_copy_type(Tensor self, Tensor from) -> bool
char* gt__has_compatible_shallow_copy_type(gt_tensor a_self, gt_tensor a_from, bool* out0);
// _has_same_storage_numel(Tensor self, Tensor other) -> bool
char* gt__has_same_storage_numel(gt_tensor a_self, gt_tensor a_other, bool* out0);
// _histogramdd_bin_edges(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor[]
char* gt__histogramdd_bin_edges(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor** out0, int64_t* out0_len);
// _histogramdd_bin_edges.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!)[] out) -> ()
char* gt__histogramdd_bin_edges_out(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, const gt_tensor* a_out, int64_t a_out_len);
// _histogramdd_from_bin_cts(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor
char* gt__histogramdd_from_bin_cts(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0);
// _histogramdd_from_bin_cts.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) out) -> Tensor(a!)
char* gt__histogramdd_from_bin_cts_out(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor a_out);
// _histogramdd_from_bin_tensors(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False) -> Tensor
char* gt__histogramdd_from_bin_tensors(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, gt_tensor a_weight, bool a_density, gt_tensor* out0);
// _histogramdd_from_bin_tensors.out(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False, Tensor(a!) out) -> Tensor(a!)
char* gt__histogramdd_from_bin_tensors_out(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, gt_tensor a_weight, bool a_density, gt_tensor a_out);
// _index_put_impl(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -> Tensor
char* gt__index_put_impl(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe, gt_tensor* out0);
// _index_put_impl.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt__index_put_impl_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe, gt_tensor a_out);
// _index_put_impl_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -> Tensor(a!)
char* gt__index_put_impl_(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, bool a_unsafe);
// _indices(Tensor(a) self) -> Tensor(a)
char* gt__indices(gt_tensor a_self, gt_tensor* out0);
// _indices_copy(Tensor self) -> Tensor
char* gt__indices_copy(gt_tensor a_self, gt_tensor* out0);
// _indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// _is_zerotensor(Tensor self) -> bool
char* gt__is_zerotensor(gt_tensor a_self, bool* out0);
// _linalg_check_errors(Tensor info, str api_name, *, bool is_matrix) -> ()
char* gt__linalg_check_errors(gt_tensor a_info, const char* a_api_name, int64_t a_api_name_len, bool a_is_matrix);
// _linalg_det(Tensor A) -> (Tensor result, Tensor LU, Tensor pivots)
char* gt__linalg_det(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _linalg_det.result(Tensor A, *, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots)
char* gt__linalg_det_result(gt_tensor a_A, gt_tensor a_result, gt_tensor a_LU, gt_tensor a_pivots);
// _linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)
char* gt__linalg_eigh(gt_tensor a_A, const char* a_UPLO, int64_t a_UPLO_len, bool a_compute_v, gt_tensor* out0, gt_tensor* out1);
// _linalg_eigh.eigenvalues(Tensor A, str UPLO="L", bool compute_v=True, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
char* gt__linalg_eigh_eigenvalues(gt_tensor a_A, const char* a_UPLO, int64_t a_UPLO_len, bool a_compute_v, gt_tensor a_eigenvalues, gt_tensor a_eigenvectors);
// _linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet, Tensor LU, Tensor pivots)
char* gt__linalg_slogdet(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// _linalg_slogdet.sign(Tensor A, *, Tensor(a!) sign, Tensor(b!) logabsdet, Tensor(c!) LU, Tensor(d!) pivots) -> (Tensor(a!) sign, Tensor(b!) logabsdet, Tensor(c!) LU, Tensor(d!) pivots)
char* gt__linalg_slogdet_sign(gt_tensor a_A, gt_tensor a_sign, gt_tensor a_logabsdet, gt_tensor a_LU, gt_tensor a_pivots);
// _linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor LU, Tensor pivots, Tensor info)
char* gt__linalg_solve_ex(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// _linalg_solve_ex.result(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots, Tensor(d!) info) -> (Tensor(a!) result, Tensor(b!) LU, Tensor(c!) pivots, Tensor(d!) info)
char* gt__linalg_solve_ex_result(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor a_result, gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_info);
// _linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
char* gt__linalg_svd(gt_tensor a_A, bool a_full_matrices, bool a_compute_uv, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _linalg_svd.U(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None, Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh)
char* gt__linalg_svd_U(gt_tensor a_A, bool a_full_matrices, bool a_compute_uv, const char* a_driver, int64_t a_driver_len, gt_tensor a_U, gt_tensor a_S, gt_tensor a_Vh);
// _local_scalar_dense(Tensor self) -> Scalar
char* gt__local_scalar_dense(gt_tensor a_self, gt_scalar* out0);
// _log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
char* gt__log_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0);
// _log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
char* gt__log_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out);
// _log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
char* gt__log_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor* out0);
// _log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt__log_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor a_out);
// _logcumsumexp(Tensor self, int dim) -> Tensor
char* gt__logcumsumexp(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// _logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt__logcumsumexp_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out);
// _lstm_mps(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__lstm_mps(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _lstm_mps.out(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
char* gt__lstm_mps_out(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4);
// _lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)
char* gt__lu_with_info(gt_tensor a_self, bool a_pivot, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _make_dual(Tensor(a) primal, Tensor tangent, int level) -> Tensor(a)
char* gt__make_dual(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor* out0);
// _make_dual_copy(Tensor primal, Tensor tangent, int level) -> Tensor
char* gt__make_dual_copy(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor* out0);
// _make_dual_copy.out(Tensor primal, Tensor tangent, int level, *, Tensor(a!) out) -> Tensor(a!)
char* gt__make_dual_copy_out(gt_tensor a_primal, gt_tensor a_tangent, int64_t a_level, gt_tensor a_out);
// _make_per_channel_quantized_tensor(Tensor self, Tensor scale, Tensor zero_point, int axis) -> Tensor
char* gt__make_per_channel_quantized_tensor(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, gt_tensor* out0);
// _make_per_channel_quantized_tensor.out(Tensor self, Tensor scale, Tensor zero_point, int axis, *, Tensor(a!) out) -> Tensor(a!)
char* gt__make_per_channel_quantized_tensor_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, gt_tensor a_out);
// _make_per_tensor_quantized_tensor(Tensor self, float scale, int zero_point) -> Tensor
char* gt__make_per_tensor_quantized_tensor(gt_tensor a_self, double a_scale, int64_t a_zero_point, gt_tensor* out0);
// _make_per_tensor_quantized_tensor.out(Tensor self, float scale, int zero_point, *, Tensor(a!) out) -> Tensor(a!)
char* gt__make_per_tensor_quantized_tensor_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, gt_tensor a_out);
// _masked_scale(Tensor self, Tensor mask, float scale) -> Tensor
char* gt__masked_scale(gt_tensor a_self, gt_tensor a_mask, double a_scale, gt_tensor* out0);
// _masked_scale.out(Tensor self, Tensor mask, float scale, *, Tensor(a!) out) -> Tensor(a!)
char* gt__masked_scale_out(gt_tensor a_self, gt_tensor a_mask, double a_scale, gt_tensor a_out);
// _masked_softmax(Tensor self, Tensor mask, int? dim=None, int? mask_type=None) -> Tensor
char* gt__masked_softmax(gt_tensor a_self, gt_tensor a_mask, const int64_t* a_dim, const int64_t* a_mask_type, gt_tensor* out0);
// _masked_softmax.out(Tensor self, Tensor mask, int? dim=None, int? mask_type=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__masked_softmax_out(gt_tensor a_self, gt_tensor a_mask, const int64_t* a_dim, const int64_t* a_mask_type, gt_tensor a_out);
// _masked_softmax_backward(Tensor grad_output, Tensor output, Tensor mask, int? dim=None) -> Tensor
char* gt__masked_softmax_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_mask, const int64_t* a_dim, gt_tensor* out0);
// _masked_softmax_backward.out(Tensor grad_output, Tensor output, Tensor mask, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__masked_softmax_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_mask, const int64_t* a_dim, gt_tensor a_out);
// _mkldnn_reshape(Tensor self, int[] shape) -> Tensor
char* gt__mkldnn_reshape(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor* out0);
// _mkldnn_reshape.out(Tensor self, int[] shape, *, Tensor(a!) out) -> Tensor(a!)
char* gt__mkldnn_reshape_out(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor a_out);
// _mkldnn_transpose(Tensor self, int dim0, int dim1) -> Tensor
char* gt__mkldnn_transpose(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0);
// _mkldnn_transpose.out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__mkldnn_transpose_out(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor a_out);
// _mkldnn_transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
char* gt__mkldnn_transpose_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1);
// _mps_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
char* gt__mps_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// _mps_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt__mps_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// _mps_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups) -> Tensor
char* gt__mps_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// _mps_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt__mps_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// _mps_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt__mps_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// _mps_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt__mps_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// _native_decoder_only_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, bool need_weights=True, bool average_attn_weights=True) -> (Tensor, Tensor, Tensor, Tensor)
char* gt__native_decoder_only_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, bool a_need_weights, bool a_average_attn_weights, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// _native_decoder_only_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, bool need_weights=True, bool average_attn_weights=True, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
char* gt__native_decoder_only_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, bool a_need_weights, bool a_average_attn_weights, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3);
// _native_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? mask_type=None) -> (Tensor, Tensor)
char* gt__native_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, bool a_need_weights, bool a_average_attn_weights, const int64_t* a_mask_type, gt_tensor* out0, gt_tensor* out1);
// _native_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? mask_type=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__native_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, bool a_need_weights, bool a_average_attn_weights, const int64_t* a_mask_type, gt_tensor a_out0, gt_tensor a_out1);
// _neg_view(Tensor(a) self) -> Tensor(a)
char* gt__neg_view(gt_tensor a_self, gt_tensor* out0);
// _neg_view_copy(Tensor self) -> Tensor
char* gt__neg_view_copy(gt_tensor a_self, gt_tensor* out0);
// _neg_view_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__neg_view_copy_out(gt_tensor a_self, gt_tensor a_out);
// _nested_from_padded(Tensor padded, Tensor cpu_nested_shape_example, bool fuse_transform_0213=False) -> Tensor
char* gt__nested_from_padded(gt_tensor a_padded, gt_tensor a_cpu_nested_shape_example, bool a_fuse_transform_0213, gt_tensor* out0);
// _nested_from_padded.out(Tensor padded, Tensor cpu_nested_shape_example, bool fuse_transform_0213=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_from_padded_out(gt_tensor a_padded, gt_tensor a_cpu_nested_shape_example, bool a_fuse_transform_0213, gt_tensor a_out);
// _nested_from_padded_and_nested_example(Tensor padded, Tensor nt_example) -> Tensor
char* gt__nested_from_padded_and_nested_example(gt_tensor a_padded, gt_tensor a_nt_example, gt_tensor* out0);
// _nested_from_padded_and_nested_example.out(Tensor padded, Tensor nt_example, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_from_padded_and_nested_example_out(gt_tensor a_padded, gt_tensor a_nt_example, gt_tensor a_out);
// _nested_select_backward(Tensor grad_output, Tensor self, int dim, int index) -> Tensor
char* gt__nested_select_backward(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0);
// _nested_sum_backward(Tensor grad, Tensor self, int[1]? dim, bool keepdim=False) -> Tensor
char* gt__nested_sum_backward(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// _nested_tensor_from_mask(Tensor t, Tensor mask, bool mask_check=True) -> Tensor
char* gt__nested_tensor_from_mask(gt_tensor a_t, gt_tensor a_mask, bool a_mask_check, gt_tensor* out0);
// _nested_tensor_from_mask.out(Tensor t, Tensor mask, bool mask_check=True, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_tensor_from_mask_out(gt_tensor a_t, gt_tensor a_mask, bool a_mask_check, gt_tensor a_out);
// _nested_tensor_from_mask_left_aligned(Tensor t, Tensor mask) -> bool
char* gt__nested_tensor_from_mask_left_aligned(gt_tensor a_t, gt_tensor a_mask, bool* out0);
// _nested_tensor_from_tensor_list(Tensor[] list, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__nested_tensor_from_tensor_list(const gt_tensor* a_list, int64_t a_list_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _nested_tensor_from_tensor_list.out(Tensor[] list, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_tensor_from_tensor_list_out(const gt_tensor* a_list, int64_t a_list_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor a_out);
// _nested_tensor_layer_norm(Tensor self, Tensor? weight, Tensor? bias, float eps) -> Tensor
char* gt__nested_tensor_layer_norm(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor* out0);
// _nested_tensor_layer_norm.out(Tensor self, Tensor? weight, Tensor? bias, float eps, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_tensor_layer_norm_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor a_out);
// _nested_tensor_offsets(Tensor self) -> int[]
char* gt__nested_tensor_offsets(gt_tensor a_self, int64_t** out0, int64_t* out0_len);
// _nested_tensor_size(Tensor self) -> Tensor
char* gt__nested_tensor_size(gt_tensor a_self, gt_tensor* out0);
// _nested_tensor_size.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_tensor_size_out(gt_tensor a_self, gt_tensor a_out);
// _nested_tensor_softmax_with_shape(Tensor self, Tensor query) -> Tensor
char* gt__nested_tensor_softmax_with_shape(gt_tensor a_self, gt_tensor a_query, gt_tensor* out0);
// _nested_tensor_strides(Tensor self) -> Tensor
char* gt__nested_tensor_strides(gt_tensor a_self, gt_tensor* out0);
// _nested_tensor_strides.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_tensor_strides_out(gt_tensor a_self, gt_tensor a_out);
// _nested_view_from_buffer(Tensor(a) self, Tensor nested_size, Tensor nested_strides, int[] offsets) -> Tensor(a)
char* gt__nested_view_from_buffer(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor* out0);
// _nested_view_from_buffer_copy(Tensor self, Tensor nested_size, Tensor nested_strides, int[] offsets) -> Tensor
char* gt__nested_view_from_buffer_copy(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor* out0);
// _nested_view_from_buffer_copy.out(Tensor self, Tensor nested_size, Tensor nested_strides, int[] offsets, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nested_view_from_buffer_copy_out(gt_tensor a_self, gt_tensor a_nested_size, gt_tensor a_nested_strides, const int64_t* a_offsets, int64_t a_offsets_len, gt_tensor a_out);
// _new_zeros_with_same_feature_meta(Tensor self, Tensor other, *, int self_num_batch_dims=0) -> Tensor
char* gt__new_zeros_with_same_feature_meta(gt_tensor a_self, gt_tensor a_other, int64_t a_self_num_batch_dims, gt_tensor* out0);
// _new_zeros_with_same_feature_meta.out(Tensor self, Tensor other, *, int self_num_batch_dims=0, Tensor(a!) out) -> Tensor(a!)
char* gt__new_zeros_with_same_feature_meta_out(gt_tensor a_self, gt_tensor a_other, int64_t a_self_num_batch_dims, gt_tensor a_out);
// _nnpack_available() -> bool
char* gt__nnpack_available(bool* out0);
// _nnpack_spatial_convolution(Tensor input, Tensor weight, Tensor? bias, int[2] padding, int[2] stride=1) -> Tensor
char* gt__nnpack_spatial_convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// _nnpack_spatial_convolution.out(Tensor input, Tensor weight, Tensor? bias, int[2] padding, int[2] stride=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__nnpack_spatial_convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// _nnz(Tensor self) -> int
char* gt__nnz(gt_tensor a_self, int64_t* out0);
// _pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)
char* gt__pack_padded_sequence(gt_tensor a_input, gt_tensor a_lengths, bool a_batch_first, gt_tensor* out0, gt_tensor* out1);
// _pack_padded_sequence.out(Tensor input, Tensor lengths, bool batch_first, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__pack_padded_sequence_out(gt_tensor a_input, gt_tensor a_lengths, bool a_batch_first, gt_tensor a_out0, gt_tensor a_out1);
// _pack_padded_sequence_backward(Tensor grad, int[] input_size, Tensor batch_sizes, bool batch_first) -> Tensor
char* gt__pack_padded_sequence_backward(gt_tensor a_grad, const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_batch_sizes, bool a_batch_first, gt_tensor* out0);
// _pad_circular(Tensor self, int[] pad) -> Tensor
char* gt__pad_circular(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_tensor* out0);
// _pad_enum(Tensor self, int[] pad, int mode, float? value=None) -> Tensor
char* gt__pad_enum(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, int64_t a_mode, const double* a_value, gt_tensor* out0);
// _pad_packed_sequence(Tensor data, Tensor batch_sizes, bool batch_first, Scalar padding_value, int total_length) -> (Tensor, Tensor)
char* gt__pad_packed_sequence(gt_tensor a_data, gt_tensor a_batch_sizes, bool a_batch_first, gt_scalar a_padding_value, int64_t a_total_length, gt_tensor* out0, gt_tensor* out1);
// _pdist_backward(Tensor grad, Tensor self, float p, Tensor pdist) -> Tensor
char* gt__pdist_backward(gt_tensor a_grad, gt_tensor a_self, double a_p, gt_tensor a_pdist, gt_tensor* out0);
// _pdist_backward.out(Tensor grad, Tensor self, float p, Tensor pdist, *, Tensor(a!) out) -> Tensor(a!)
char* gt__pdist_backward_out(gt_tensor a_grad, gt_tensor a_self, double a_p, gt_tensor a_pdist, gt_tensor a_out);
// _pdist_forward(Tensor self, float p=2) -> Tensor
char* gt__pdist_forward(gt_tensor a_self, double a_p, gt_tensor* out0);
// _pdist_forward.out(Tensor self, float p=2, *, Tensor(a!) out) -> Tensor(a!)
char* gt__pdist_forward_out(gt_tensor a_self, double a_p, gt_tensor a_out);
// _pin_memory(Tensor self, Device? device=None) -> Tensor
char* gt__pin_memory(gt_tensor a_self, gt_device a_device, gt_tensor* out0);
// _pin_memory.out(Tensor self, Device? device=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__pin_memory_out(gt_tensor a_self, gt_device a_device, gt_tensor a_out);
// _remove_batch_dim(Tensor self, int level, int batch_size, int out_dim) -> Tensor
char* gt__remove_batch_dim(gt_tensor a_self, int64_t a_level, int64_t a_batch_size, int64_t a_out_dim, gt_tensor* out0);
// _reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)
char* gt__reshape_alias(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// _reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor
char* gt__reshape_alias_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// _reshape_alias_copy.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
char* gt__reshape_alias_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// _reshape_from_tensor(Tensor self, Tensor shape) -> Tensor
char* gt__reshape_from_tensor(gt_tensor a_self, gt_tensor a_shape, gt_tensor* out0);
// _resize_output(Tensor self, int[] size, Device device) -> Tensor
char* gt__resize_output(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device, gt_tensor* out0);
// _resize_output.out(Tensor self, int[] size, Device device, *, Tensor(a!) out) -> Tensor(a!)
char* gt__resize_output_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device, gt_tensor a_out);
// _resize_output_(Tensor(a!) self, int[] size, Device device) -> Tensor(a!)
char* gt__resize_output_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_device a_device);
// _rowwise_prune(Tensor weight, Tensor mask, ScalarType compressed_indices_dtype) -> (Tensor, Tensor)
char* gt__rowwise_prune(gt_tensor a_weight, gt_tensor a_mask, int32_t a_compressed_indices_dtype, gt_tensor* out0, gt_tensor* out1);
// _sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor
char* gt__sample_dirichlet(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0);
// _sample_dirichlet.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sample_dirichlet_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out);
// _saturate_weight_to_fp16(Tensor weight) -> Tensor
char* gt__saturate_weight_to_fp16(gt_tensor a_weight, gt_tensor* out0);
// _scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
char* gt__scaled_dot_product_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1);
// _scaled_dot_product_attention_forward(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
char* gt__scaled_dot_product_attention_forward(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1);
// _scaled_dot_product_attention_math(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool need_attn_weights=False, bool is_causal=False) -> (Tensor, Tensor)
char* gt__scaled_dot_product_attention_math(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, gt_tensor a_attn_mask, double a_dropout_p, bool a_need_attn_weights, bool a_is_causal, gt_tensor* out0, gt_tensor* out1);
// _segment_reduce_backward(Tensor grad, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None) -> Tensor
char* gt__segment_reduce_backward(gt_tensor a_grad, gt_tensor a_output, gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_offsets, int64_t a_axis, const gt_scalar* a_initial, gt_tensor* out0);
// _segment_reduce_backward.out(Tensor grad, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None, Tensor(a!) out) -> Tensor(a!)
char* gt__segment_reduce_backward_out(gt_tensor a_grad, gt_tensor a_output, gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_offsets, int64_t a_axis, const gt_scalar* a_initial, gt_tensor a_out);
// _shape_as_tensor(Tensor self) -> Tensor
char* gt__shape_as_tensor(gt_tensor a_self, gt_tensor* out0);
// _slow_conv2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, *, Tensor(a!) grad_input, Tensor(b!) grad_weight, Tensor(c!) grad_bias) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__slow_conv2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input, gt_tensor a_grad_weight, gt_tensor a_grad_bias);
// _slow_conv2d_backward.output_mask(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)
char* gt__slow_conv2d_backward_output_mask(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _slow_conv2d_backward.output_mask_out(Tensor grad_output, Tensor self, Tensor weight, int[2] kernel_size, int[2] stride, int[2] padding, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__slow_conv2d_backward_output_mask_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _slow_conv2d_forward(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding) -> Tensor
char* gt__slow_conv2d_forward(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// _slow_conv2d_forward.output(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias, int[2] stride, int[2] padding, *, Tensor(a!) output) -> Tensor(a!)
char* gt__slow_conv2d_forward_output(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_output);
// _sobol_engine_draw(Tensor quasi, int n, Tensor sobolstate, int dimension, int num_generated, ScalarType? dtype) -> (Tensor, Tensor)
char* gt__sobol_engine_draw(gt_tensor a_quasi, int64_t a_n, gt_tensor a_sobolstate, int64_t a_dimension, int64_t a_num_generated, int32_t a_dtype, gt_tensor* out0, gt_tensor* out1);
// _sobol_engine_ff_(Tensor(a!) self, int n, Tensor sobolstate, int dimension, int num_generated) -> Tensor(a!)
char* gt__sobol_engine_ff_(gt_tensor a_self, int64_t a_n, gt_tensor a_sobolstate, int64_t a_dimension, int64_t a_num_generated);
// _sobol_engine_initialize_state_(Tensor(a!) self, int dimension) -> Tensor(a!)
char* gt__sobol_engine_initialize_state_(gt_tensor a_self, int64_t a_dimension);
// _sobol_engine_scramble_(Tensor(a!) self, Tensor ltm, int dimension) -> Tensor(a!)
char* gt__sobol_engine_scramble_(gt_tensor a_self, gt_tensor a_ltm, int64_t a_dimension);
// _softmax(Tensor self, int dim, bool half_to_float) -> Tensor
char* gt__softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0);
// _softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
char* gt__softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out);
// _softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor
char* gt__softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor* out0);
// _softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, int32_t a_input_dtype, gt_tensor a_grad_input);
// _sparse_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt__sparse_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// _sparse_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// _sparse_broadcast_to(Tensor(a) self, int[] size) -> Tensor(a)
char* gt__sparse_broadcast_to(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// _sparse_broadcast_to_copy(Tensor self, int[] size) -> Tensor
char* gt__sparse_broadcast_to_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// _sparse_broadcast_to_copy.out(Tensor self, int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_broadcast_to_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// _sparse_bsc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_bsc_tensor_unsafe(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_bsr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_bsr_tensor_unsafe(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_compressed_tensor_unsafe(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_compressed_tensor_unsafe(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_coo_tensor_unsafe(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_coo_tensor_unsafe(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_coo_tensor_with_dims(int sparse_dim, int dense_dim, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt__sparse_coo_tensor_with_dims(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_coo_tensor_with_dims.out(int sparse_dim, int dense_dim, int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_coo_tensor_with_dims_out(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// _sparse_coo_tensor_with_dims_and_tensors(int sparse_dim, int dense_dim, int[] size, Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt__sparse_coo_tensor_with_dims_and_tensors(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_coo_tensor_with_dims_and_tensors.out(int sparse_dim, int dense_dim, int[] size, Tensor indices, Tensor values, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_coo_tensor_with_dims_and_tensors_out(int64_t a_sparse_dim, int64_t a_dense_dim, const int64_t* a_size, int64_t a_size_len, gt_tensor a_indices, gt_tensor a_values, gt_tensor a_out);
// _sparse_csc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_csc_tensor_unsafe(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_csr_prod.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt__sparse_csr_prod_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// _sparse_csr_prod.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_csr_prod_dim_dtype_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// _sparse_csr_sum.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt__sparse_csr_sum_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// _sparse_csr_sum.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_csr_sum_dim_dtype_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// _sparse_csr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt__sparse_csr_tensor_unsafe(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// _sparse_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
char* gt__sparse_log_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0);
// _sparse_log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt__sparse_log_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// _sparse_log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
char* gt__sparse_log_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// _sparse_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_log_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out);
// _sparse_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor
char* gt__sparse_log_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor* out0);
// _sparse_log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_log_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor a_out);
// _sparse_mask_helper(Tensor t, Tensor mask_indices) -> Tensor
char* gt__sparse_mask_helper(gt_tensor a_t, gt_tensor a_mask_indices, gt_tensor* out0);
// _sparse_mask_helper.out(Tensor t, Tensor mask_indices, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_mask_helper_out(gt_tensor a_t, gt_tensor a_mask_indices, gt_tensor a_out);
// _sparse_mm(Tensor sparse, Tensor dense) -> Tensor
char* gt__sparse_mm(gt_tensor a_sparse, gt_tensor a_dense, gt_tensor* out0);
// _sparse_softmax(Tensor self, int dim, bool half_to_float) -> Tensor
char* gt__sparse_softmax(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor* out0);
// _sparse_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt__sparse_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// _sparse_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
char* gt__sparse_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// _sparse_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_softmax_out(gt_tensor a_self, int64_t a_dim, bool a_half_to_float, gt_tensor a_out);
// _sparse_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor
char* gt__sparse_softmax_backward_data(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor* out0);
// _sparse_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_softmax_backward_data_out(gt_tensor a_grad_output, gt_tensor a_output, int64_t a_dim, gt_tensor a_self, gt_tensor a_out);
// _sparse_sparse_matmul(Tensor self, Tensor other) -> Tensor
char* gt__sparse_sparse_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// _sparse_sparse_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_sparse_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// _sparse_sum(Tensor self) -> Tensor
char* gt__sparse_sum(gt_tensor a_self, gt_tensor* out0);
// _sparse_sum.dim(Tensor self, int[1] dim) -> Tensor
char* gt__sparse_sum_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0);
// _sparse_sum.dim_dtype(Tensor self, int[1] dim, *, ScalarType dtype) -> Tensor
char* gt__sparse_sum_dim_dtype(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// _sparse_sum.dim_out(Tensor self, int[1] dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_sum_dim_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out);
// _sparse_sum.dtype(Tensor self, *, ScalarType dtype) -> Tensor
char* gt__sparse_sum_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// _sparse_sum_backward(Tensor grad, Tensor self, int[] dim) -> Tensor
char* gt__sparse_sum_backward(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0);
// _sparse_sum_backward.out(Tensor grad, Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt__sparse_sum_backward_out(gt_tensor a_grad, gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out);
// _spdiags(Tensor diagonals, Tensor offsets, int[] shape, Layout? layout=None) -> Tensor
char* gt__spdiags(gt_tensor a_diagonals, gt_tensor a_offsets, const int64_t* a_shape, int64_t a_shape_len, int32_t a_layout, gt_tensor* out0);
// _spdiags.out(Tensor diagonals, Tensor offsets, int[] shape, Layout? layout=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__spdiags_out(gt_tensor a_diagonals, gt_tensor a_offsets, const int64_t* a_shape, int64_t a_shape_len, int32_t a_layout, gt_tensor a_out);
// _stack(Tensor[] tensors, int dim=0) -> Tensor
char* gt__stack(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0);
// _stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt__stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out);
// _standard_gamma(Tensor self, Generator? generator=None) -> Tensor
char* gt__standard_gamma(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0);
// _standard_gamma.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__standard_gamma_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out);
// _standard_gamma_grad(Tensor self, Tensor output) -> Tensor
char* gt__standard_gamma_grad(gt_tensor a_self, gt_tensor a_output, gt_tensor* out0);
// _standard_gamma_grad.out(Tensor self, Tensor output, *, Tensor(a!) out) -> Tensor(a!)
char* gt__standard_gamma_grad_out(gt_tensor a_self, gt_tensor a_output, gt_tensor a_out);
// _symeig_helper(Tensor self, bool eigenvectors, bool upper) -> (Tensor, Tensor)
char* gt__symeig_helper(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor* out0, gt_tensor* out1);
// _symeig_helper.out(Tensor self, bool eigenvectors, bool upper, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__symeig_helper_out(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor a_out0, gt_tensor a_out1);
// _test_ambiguous_defaults.a(Tensor dummy, int a=1, int b=1) -> Tensor
char* gt__test_ambiguous_defaults_a(gt_tensor a_dummy, int64_t a_a, int64_t a_b, gt_tensor* out0);
// _test_ambiguous_defaults.b(Tensor dummy, int a=2, str b="2") -> Tensor
char* gt__test_ambiguous_defaults_b(gt_tensor a_dummy, int64_t a_a, const char* a_b, int64_t a_b_len, gt_tensor* out0);
// _test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor
char* gt__test_autograd_multiple_dispatch_fullcoverage(gt_tensor a_self, gt_tensor* out0);
// _test_autograd_multiple_dispatch.fullcoverage_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_autograd_multiple_dispatch_fullcoverage_out(gt_tensor a_self, gt_tensor a_out);
// _test_autograd_multiple_dispatch.ntonly(Tensor self, bool b) -> Tensor
char* gt__test_autograd_multiple_dispatch_ntonly(gt_tensor a_self, bool a_b, gt_tensor* out0);
// _test_autograd_multiple_dispatch_view(Tensor(a) self) -> Tensor(a)
char* gt__test_autograd_multiple_dispatch_view(gt_tensor a_self, gt_tensor* out0);
// _test_autograd_multiple_dispatch_view_copy(Tensor self) -> Tensor
char* gt__test_autograd_multiple_dispatch_view_copy(gt_tensor a_self, gt_tensor* out0);
// _test_autograd_multiple_dispatch_view_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_autograd_multiple_dispatch_view_copy_out(gt_tensor a_self, gt_tensor a_out);
// _test_optional_filled_intlist(Tensor values, int[2]? addends) -> Tensor
char* gt__test_optional_filled_intlist(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor* out0);
// _test_optional_filled_intlist.out(Tensor values, int[2]? addends, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_optional_filled_intlist_out(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor a_out);
// _test_optional_floatlist(Tensor values, float[]? addends) -> Tensor
char* gt__test_optional_floatlist(gt_tensor a_values, const double* a_addends, int64_t a_addends_len, gt_tensor* out0);
// _test_optional_floatlist.out(Tensor values, float[]? addends, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_optional_floatlist_out(gt_tensor a_values, const double* a_addends, int64_t a_addends_len, gt_tensor a_out);
// _test_optional_intlist(Tensor values, int[]? addends) -> Tensor
char* gt__test_optional_intlist(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor* out0);
// _test_optional_intlist.out(Tensor values, int[]? addends, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_optional_intlist_out(gt_tensor a_values, const int64_t* a_addends, int64_t a_addends_len, gt_tensor a_out);
// _test_serialization_subcmul(Tensor self, Tensor other, Scalar alpha=1) -> Tensor
char* gt__test_serialization_subcmul(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// _test_string_default(Tensor dummy, str a="\"'\\", str b='"\'\\') -> Tensor
char* gt__test_string_default(gt_tensor a_dummy, const char* a_a, int64_t a_a_len, const char* a_b, int64_t a_b_len, gt_tensor* out0);
// _test_warn_in_autograd(Tensor self) -> Tensor
char* gt__test_warn_in_autograd(gt_tensor a_self, gt_tensor* out0);
// _test_warn_in_autograd.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__test_warn_in_autograd_out(gt_tensor a_self, gt_tensor a_out);
// _thnn_differentiable_gru_cell_backward(Tensor grad_hy, Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias, Tensor? hidden_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__thnn_differentiable_gru_cell_backward(gt_tensor a_grad_hy, gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _thnn_differentiable_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor input_gates, Tensor hidden_gates, Tensor? input_bias, Tensor? hidden_bias, Tensor cx, Tensor cy) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__thnn_differentiable_lstm_cell_backward(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_cx, gt_tensor a_cy, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor)
char* gt__thnn_fused_gru_cell(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1);
// _thnn_fused_gru_cell.out(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__thnn_fused_gru_cell_out(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_hx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_out0, gt_tensor a_out1);
// _thnn_fused_gru_cell_backward(Tensor grad_hy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__thnn_fused_gru_cell_backward(gt_tensor a_grad_hy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _thnn_fused_gru_cell_backward.out(Tensor grad_hy, Tensor workspace, bool has_bias, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
char* gt__thnn_fused_gru_cell_backward_out(gt_tensor a_grad_hy, gt_tensor a_workspace, bool a_has_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4);
// _thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor, Tensor)
char* gt__thnn_fused_lstm_cell(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_cx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _thnn_fused_lstm_cell.out(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__thnn_fused_lstm_cell_out(gt_tensor a_input_gates, gt_tensor a_hidden_gates, gt_tensor a_cx, gt_tensor a_input_bias, gt_tensor a_hidden_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _thnn_fused_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt__thnn_fused_lstm_cell_backward(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// _thnn_fused_lstm_cell_backward_impl(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor)
char* gt__thnn_fused_lstm_cell_backward_impl(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _thnn_fused_lstm_cell_backward_impl.out(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__thnn_fused_lstm_cell_backward_impl_out(gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_cx, gt_tensor a_cy, gt_tensor a_workspace, bool a_has_bias, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor
char* gt__to_copy(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, bool a_non_blocking, int32_t a_memory_format, gt_tensor* out0);
// _to_copy.out(Tensor self, *, bool non_blocking=False, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt__to_copy_out(gt_tensor a_self, bool a_non_blocking, int32_t a_memory_format, gt_tensor a_out);
// _to_cpu(Tensor[] tensors) -> Tensor[]
char* gt__to_cpu(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// _to_dense(Tensor self, ScalarType? dtype=None) -> Tensor
char* gt__to_dense(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// _to_dense.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__to_dense_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out);
// _torch_cuda_cu_linker_symbol_op(Tensor self) -> Tensor
char* gt__torch_cuda_cu_linker_symbol_op(gt_tensor a_self, gt_tensor* out0);
// _torch_cuda_cu_linker_symbol_op.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__torch_cuda_cu_linker_symbol_op_out(gt_tensor a_self, gt_tensor a_out);
// _transform_bias_rescale_qkv(Tensor qkv, Tensor qkv_bias, int num_heads) -> (Tensor, Tensor, Tensor)
char* gt__transform_bias_rescale_qkv(gt_tensor a_qkv, gt_tensor a_qkv_bias, int64_t a_num_heads, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _transform_bias_rescale_qkv.out(Tensor qkv, Tensor qkv_bias, int num_heads, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__transform_bias_rescale_qkv_out(gt_tensor a_qkv, gt_tensor a_qkv_bias, int64_t a_num_heads, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _transformer_decoder_only_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None) -> (Tensor, Tensor, Tensor)
char* gt__transformer_decoder_only_layer_fwd(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _transformer_decoder_only_layer_fwd.out(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, Tensor? incr_key=None, Tensor? incr_value=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__transformer_decoder_only_layer_fwd_out(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, gt_tensor a_incr_key, gt_tensor a_incr_value, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _transformer_encoder_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, int? mask_type=None) -> Tensor
char* gt__transformer_encoder_layer_fwd(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, const int64_t* a_mask_type, gt_tensor* out0);
// _transformer_encoder_layer_fwd.out(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, int? mask_type=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__transformer_encoder_layer_fwd_out(gt_tensor a_src, int64_t a_embed_dim, int64_t a_num_heads, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, bool a_use_gelu, bool a_norm_first, double a_eps, gt_tensor a_norm_weight_1, gt_tensor a_norm_bias_1, gt_tensor a_norm_weight_2, gt_tensor a_norm_bias_2, gt_tensor a_ffn_weight_1, gt_tensor a_ffn_bias_1, gt_tensor a_ffn_weight_2, gt_tensor a_ffn_bias_2, gt_tensor a_mask, const int64_t* a_mask_type, gt_tensor a_out);
// _trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1) -> Tensor
char* gt__trilinear(gt_tensor a_i1, gt_tensor a_i2, gt_tensor a_i3, const int64_t* a_expand1, int64_t a_expand1_len, const int64_t* a_expand2, int64_t a_expand2_len, const int64_t* a_expand3, int64_t a_expand3_len, const int64_t* a_sumdim, int64_t a_sumdim_len, int64_t a_unroll_dim, gt_tensor* out0);
// _trilinear.out(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt__trilinear_out(gt_tensor a_i1, gt_tensor a_i2, gt_tensor a_i3, const int64_t* a_expand1, int64_t a_expand1_len, const int64_t* a_expand2, int64_t a_expand2_len, const int64_t* a_expand3, int64_t a_expand3_len, const int64_t* a_sumdim, int64_t a_sumdim_len, int64_t a_unroll_dim, gt_tensor a_out);
// _triton_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None) -> Tensor
char* gt__triton_multi_head_attention(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor* out0);
// _triton_multi_head_attention.out(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__triton_multi_head_attention_out(gt_tensor a_query, gt_tensor a_key, gt_tensor a_value, int64_t a_embed_dim, int64_t a_num_head, gt_tensor a_qkv_weight, gt_tensor a_qkv_bias, gt_tensor a_proj_weight, gt_tensor a_proj_bias, gt_tensor a_mask, gt_tensor a_out);
// _triton_scaled_dot_attention(Tensor q, Tensor k, Tensor v, float dropout_p=0.0) -> Tensor
char* gt__triton_scaled_dot_attention(gt_tensor a_q, gt_tensor a_k, gt_tensor a_v, double a_dropout_p, gt_tensor* out0);
// _triton_scaled_dot_attention.out(Tensor q, Tensor k, Tensor v, float dropout_p=0.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt__triton_scaled_dot_attention_out(gt_tensor a_q, gt_tensor a_k, gt_tensor a_v, double a_dropout_p, gt_tensor a_out);
// _unique(Tensor self, bool sorted=True, bool return_inverse=False) -> (Tensor, Tensor)
char* gt__unique(gt_tensor a_self, bool a_sorted, bool a_return_inverse, gt_tensor* out0, gt_tensor* out1);
// _unique.out(Tensor self, bool sorted=True, bool return_inverse=False, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__unique_out(gt_tensor a_self, bool a_sorted, bool a_return_inverse, gt_tensor a_out0, gt_tensor a_out1);
// _unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
char* gt__unique2(gt_tensor a_self, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// _unique2.out(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt__unique2_out(gt_tensor a_self, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// _unpack_dual(Tensor(a) dual, int level) -> (Tensor(a) primal, Tensor tangent)
char* gt__unpack_dual(gt_tensor a_dual, int64_t a_level, gt_tensor* out0, gt_tensor* out1);
// _unsafe_view(Tensor self, SymInt[] size) -> Tensor
char* gt__unsafe_view(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// _unsafe_view.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt__unsafe_view_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// _upsample_bicubic2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_bicubic2d_aa(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_bicubic2d_aa.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bicubic2d_aa_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// _upsample_bicubic2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt__upsample_bicubic2d_aa_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_bicubic2d_aa.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bicubic2d_aa_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_bicubic2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_bicubic2d_aa_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_bicubic2d_aa_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__upsample_bicubic2d_aa_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// _upsample_bicubic2d_aa_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt__upsample_bicubic2d_aa_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_bicubic2d_aa_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bicubic2d_aa_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_bilinear2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_bilinear2d_aa(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_bilinear2d_aa.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bilinear2d_aa_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// _upsample_bilinear2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt__upsample_bilinear2d_aa_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_bilinear2d_aa.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bilinear2d_aa_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_bilinear2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_bilinear2d_aa_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_bilinear2d_aa_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__upsample_bilinear2d_aa_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// _upsample_bilinear2d_aa_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt__upsample_bilinear2d_aa_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_bilinear2d_aa_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_bilinear2d_aa_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
char* gt__upsample_nearest_exact1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor* out0);
// _upsample_nearest_exact1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor a_out);
// _upsample_nearest_exact1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact1d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor
char* gt__upsample_nearest_exact1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor* out0);
// _upsample_nearest_exact1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__upsample_nearest_exact1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor a_grad_input);
// _upsample_nearest_exact1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_nearest_exact2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_nearest_exact2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// _upsample_nearest_exact2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact2d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_nearest_exact2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_nearest_exact2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__upsample_nearest_exact2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// _upsample_nearest_exact2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_nearest_exact3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_nearest_exact3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// _upsample_nearest_exact3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact3d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt__upsample_nearest_exact3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// _upsample_nearest_exact3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt__upsample_nearest_exact3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// _upsample_nearest_exact3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt__upsample_nearest_exact3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// _upsample_nearest_exact3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt__upsample_nearest_exact3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// _use_cudnn_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank) -> bool
char* gt__use_cudnn_ctc_loss(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, bool* out0);
// _use_cudnn_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank) -> bool
char* gt__use_cudnn_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, bool* out0);
// _use_cudnn_rnn_flatten_weight() -> bool
char* gt__use_cudnn_rnn_flatten_weight(bool* out0);
// _validate_compressed_sparse_indices(bool is_crow, Tensor compressed_idx, Tensor plain_idx, int cdim, int dim, int nnz) -> ()
char* gt__validate_compressed_sparse_indices(bool a_is_crow, gt_tensor a_compressed_idx, gt_tensor a_plain_idx, int64_t a_cdim, int64_t a_dim, int64_t a_nnz);
// _validate_sparse_bsc_tensor_args(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size) -> ()
char* gt__validate_sparse_bsc_tensor_args(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len);
// _validate_sparse_bsr_tensor_args(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size) -> ()
char* gt__validate_sparse_bsr_tensor_args(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len);
// _validate_sparse_compressed_tensor_args(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, Layout layout) -> ()
char* gt__validate_sparse_compressed_tensor_args(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_layout);
// _validate_sparse_coo_tensor_args(Tensor indices, Tensor values, int[] size) -> ()
char* gt__validate_sparse_coo_tensor_args(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len);
// _validate_sparse_csc_tensor_args(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size) -> ()
char* gt__validate_sparse_csc_tensor_args(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len);
// _validate_sparse_csr_tensor_args(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size) -> ()
char* gt__validate_sparse_csr_tensor_args(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len);
// _values(Tensor(a) self) -> Tensor(a)
char* gt__values(gt_tensor a_self, gt_tensor* out0);
// _values_copy(Tensor self) -> Tensor
char* gt__values_copy(gt_tensor a_self, gt_tensor* out0);
// _values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt__values_copy_out(gt_tensor a_self, gt_tensor a_out);
// _version(Tensor self) -> int
char* gt__version(gt_tensor a_self, int64_t* out0);
// _weight_norm(Tensor v, Tensor g, int dim=0) -> Tensor
char* gt__weight_norm(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor* out0);
// _weight_norm_differentiable_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)
char* gt__weight_norm_differentiable_backward(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor* out0, gt_tensor* out1);
// _weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)
char* gt__weight_norm_interface(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor* out0, gt_tensor* out1);
// _weight_norm_interface.out(Tensor v, Tensor g, int dim=0, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__weight_norm_interface_out(gt_tensor a_v, gt_tensor a_g, int64_t a_dim, gt_tensor a_out0, gt_tensor a_out1);
// _weight_norm_interface_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)
char* gt__weight_norm_interface_backward(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor* out0, gt_tensor* out1);
// _weight_norm_interface_backward.out(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt__weight_norm_interface_backward_out(gt_tensor a_grad_w, gt_tensor a_saved_v, gt_tensor a_saved_g, gt_tensor a_saved_norms, int64_t a_dim, gt_tensor a_out0, gt_tensor a_out1);
// abs(Tensor self) -> Tensor
char* gt_abs(gt_tensor a_self, gt_tensor* out0);
// abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_abs_out(gt_tensor a_self, gt_tensor a_out);
// abs_(Tensor(a!) self) -> Tensor(a!)
char* gt_abs_(gt_tensor a_self);
// absolute(Tensor self) -> Tensor
char* gt_absolute(gt_tensor a_self, gt_tensor* out0);
// absolute.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_absolute_out(gt_tensor a_self, gt_tensor a_out);
// absolute_(Tensor(a!) self) -> Tensor(a!)
char* gt_absolute_(gt_tensor a_self);
// acos(Tensor self) -> Tensor
char* gt_acos(gt_tensor a_self, gt_tensor* out0);
// acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_acos_out(gt_tensor a_self, gt_tensor a_out);
// acos_(Tensor(a!) self) -> Tensor(a!)
char* gt_acos_(gt_tensor a_self);
// acosh(Tensor self) -> Tensor
char* gt_acosh(gt_tensor a_self, gt_tensor* out0);
// acosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_acosh_out(gt_tensor a_self, gt_tensor a_out);
// acosh_(Tensor(a!) self) -> Tensor(a!)
char* gt_acosh_(gt_tensor a_self);
// adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor
char* gt_adaptive_avg_pool1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor
char* gt_adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor
char* gt_adaptive_avg_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// adaptive_avg_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_adaptive_avg_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// adaptive_avg_pool3d_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_adaptive_avg_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input);
// adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor)
char* gt_adaptive_max_pool1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1);
// adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)
char* gt_adaptive_max_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1);
// adaptive_max_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_adaptive_max_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out, gt_tensor a_indices);
// adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
char* gt_adaptive_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor* out0);
// adaptive_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_adaptive_max_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor a_grad_input);
// adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)
char* gt_adaptive_max_pool3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0, gt_tensor* out1);
// adaptive_max_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_adaptive_max_pool3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out, gt_tensor a_indices);
// adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor
char* gt_adaptive_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor* out0);
// adaptive_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_adaptive_max_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_indices, gt_tensor a_grad_input);
// add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
char* gt_add_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0);
// add.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_add_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out);
// add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
char* gt_add_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_add_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out);
// add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
char* gt_add__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha);
// add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
char* gt_add__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha);
// addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_addbmm(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addbmm_out(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
char* gt_addbmm_(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha);
// addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
char* gt_addcdiv(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor* out0);
// addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addcdiv_out(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor a_out);
// addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)
char* gt_addcdiv_(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value);
// addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor
char* gt_addcmul(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor* out0);
// addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addcmul_out(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value, gt_tensor a_out);
// addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)
char* gt_addcmul_(gt_tensor a_self, gt_tensor a_tensor1, gt_tensor a_tensor2, gt_scalar a_value);
// addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
char* gt_addmm_(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha);
// addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_addmv(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addmv_out(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
char* gt_addmv_(gt_tensor a_self, gt_tensor a_mat, gt_tensor a_vec, gt_scalar a_beta, gt_scalar a_alpha);
// addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_addr(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// addr.out(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_addr_out(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
char* gt_addr_(gt_tensor a_self, gt_tensor a_vec1, gt_tensor a_vec2, gt_scalar a_beta, gt_scalar a_alpha);
// adjoint(Tensor(a) self) -> Tensor(a)
char* gt_adjoint(gt_tensor a_self, gt_tensor* out0);
// affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor
char* gt_affine_grid_generator(gt_tensor a_theta, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor* out0);
// affine_grid_generator.out(Tensor theta, int[] size, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
char* gt_affine_grid_generator_out(gt_tensor a_theta, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor a_out);
// affine_grid_generator_backward(Tensor grad, int[] size, bool align_corners) -> Tensor
char* gt_affine_grid_generator_backward(gt_tensor a_grad, const int64_t* a_size, int64_t a_size_len, bool a_align_corners, gt_tensor* out0);
// alias(Tensor(a) self) -> Tensor(a)
char* gt_alias(gt_tensor a_self, gt_tensor* out0);
// alias_copy(Tensor self) -> Tensor
char* gt_alias_copy(gt_tensor a_self, gt_tensor* out0);
// alias_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_alias_copy_out(gt_tensor a_self, gt_tensor a_out);
// align_as(Tensor self, Tensor other) -> Tensor
char* gt_align_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// align_tensors(Tensor[] tensors) -> Tensor[]
char* gt_align_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)
char* gt_align_to(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0);
// align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)
char* gt_align_to_ellipsis_idx(gt_tensor a_self, const char* a_order, int64_t a_order_len, int64_t a_ellipsis_idx, gt_tensor* out0);
// all(Tensor self) -> Tensor
char* gt_all(gt_tensor a_self, gt_tensor* out0);
// all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_all_all_out(gt_tensor a_self, gt_tensor a_out);
// all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
char* gt_all_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0);
// all.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
char* gt_all_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// all.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_all_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_all_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out);
// allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool
char* gt_allclose(gt_tensor a_self, gt_tensor a_other, double a_rtol, double a_atol, bool a_equal_nan, bool* out0);
// alpha_dropout(Tensor input, float p, bool train) -> Tensor
char* gt_alpha_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0);
// alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
char* gt_alpha_dropout_(gt_tensor a_self, double a_p, bool a_train);
// amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
char* gt_amax(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_amax_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
char* gt_amin(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_amin_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)
char* gt_aminmax(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -> (Tensor(a!) min, Tensor(b!) max)
char* gt_aminmax_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_min, gt_tensor a_max);
// angle(Tensor self) -> Tensor
char* gt_angle(gt_tensor a_self, gt_tensor* out0);
// angle.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_angle_out(gt_tensor a_self, gt_tensor a_out);
// any(Tensor self) -> Tensor
char* gt_any(gt_tensor a_self, gt_tensor* out0);
// any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_any_all_out(gt_tensor a_self, gt_tensor a_out);
// any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
char* gt_any_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0);
// any.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
char* gt_any_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// any.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_any_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_any_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_out);
// arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_arange(gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// arange.out(Scalar end, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arange_out(gt_scalar a_end, gt_tensor a_out);
// arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_arange_start(gt_scalar a_start, gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// arange.start_out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arange_start_out(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, gt_tensor a_out);
// arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_arange_start_step(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// arccos(Tensor self) -> Tensor
char* gt_arccos(gt_tensor a_self, gt_tensor* out0);
// arccos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arccos_out(gt_tensor a_self, gt_tensor a_out);
// arccos_(Tensor(a!) self) -> Tensor(a!)
char* gt_arccos_(gt_tensor a_self);
// arccosh(Tensor self) -> Tensor
char* gt_arccosh(gt_tensor a_self, gt_tensor* out0);
// arccosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arccosh_out(gt_tensor a_self, gt_tensor a_out);
// arccosh_(Tensor(a!) self) -> Tensor(a!)
char* gt_arccosh_(gt_tensor a_self);
// arcsin(Tensor self) -> Tensor
char* gt_arcsin(gt_tensor a_self, gt_tensor* out0);
// arcsin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arcsin_out(gt_tensor a_self, gt_tensor a_out);
// arcsin_(Tensor(a!) self) -> Tensor(a!)
char* gt_arcsin_(gt_tensor a_self);
// arcsinh(Tensor self) -> Tensor
char* gt_arcsinh(gt_tensor a_self, gt_tensor* out0);
// arcsinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arcsinh_out(gt_tensor a_self, gt_tensor a_out);
// arcsinh_(Tensor(a!) self) -> Tensor(a!)
char* gt_arcsinh_(gt_tensor a_self);
// arctan(Tensor self) -> Tensor
char* gt_arctan(gt_tensor a_self, gt_tensor* out0);
// arctan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arctan_out(gt_tensor a_self, gt_tensor a_out);
// arctan2(Tensor self, Tensor other) -> Tensor
char* gt_arctan2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// arctan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arctan2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_arctan2_(gt_tensor a_self, gt_tensor a_other);
// arctan_(Tensor(a!) self) -> Tensor(a!)
char* gt_arctan_(gt_tensor a_self);
// arctanh(Tensor self) -> Tensor
char* gt_arctanh(gt_tensor a_self, gt_tensor* out0);
// arctanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_arctanh_out(gt_tensor a_self, gt_tensor a_out);
// arctanh_(Tensor(a!) self) -> Tensor(a!)
char* gt_arctanh_(gt_tensor a_self);
// argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
char* gt_argmax(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0);
// argmax.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_argmax_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_out);
// argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor
char* gt_argmin(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor* out0);
// argmin.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_argmin_out(gt_tensor a_self, const int64_t* a_dim, bool a_keepdim, gt_tensor a_out);
// argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
char* gt_argsort(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor* out0);
// argsort.dimname(Tensor self, Dimname dim, bool descending=False) -> Tensor
char* gt_argsort_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0);
// argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
char* gt_argsort_stable(gt_tensor a_self, bool a_stable, int64_t a_dim, bool a_descending, gt_tensor* out0);
// argsort.stable_out(Tensor self, *, bool stable, int dim=-1, bool descending=False, Tensor(a!) out) -> Tensor(a!)
char* gt_argsort_stable_out(gt_tensor a_self, bool a_stable, int64_t a_dim, bool a_descending, gt_tensor a_out);
// argwhere(Tensor self) -> Tensor
char* gt_argwhere(gt_tensor a_self, gt_tensor* out0);
// as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)
char* gt_as_strided(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0);
// as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)
char* gt_as_strided_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset);
// as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
char* gt_as_strided_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0);
// as_strided_copy.out(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_as_strided_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor a_out);
// as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor
char* gt_as_strided_scatter(gt_tensor a_self, gt_tensor a_src, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor* out0);
// as_strided_scatter.out(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_as_strided_scatter_out(gt_tensor a_self, gt_tensor a_src, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_storage_offset, gt_tensor a_out);
// asin(Tensor self) -> Tensor
char* gt_asin(gt_tensor a_self, gt_tensor* out0);
// asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_asin_out(gt_tensor a_self, gt_tensor a_out);
// asin_(Tensor(a!) self) -> Tensor(a!)
char* gt_asin_(gt_tensor a_self);
// asinh(Tensor self) -> Tensor
char* gt_asinh(gt_tensor a_self, gt_tensor* out0);
// asinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_asinh_out(gt_tensor a_self, gt_tensor a_out);
// asinh_(Tensor(a!) self) -> Tensor(a!)
char* gt_asinh_(gt_tensor a_self);
// atan(Tensor self) -> Tensor
char* gt_atan(gt_tensor a_self, gt_tensor* out0);
// atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_atan_out(gt_tensor a_self, gt_tensor a_out);
// atan2(Tensor self, Tensor other) -> Tensor
char* gt_atan2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_atan2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_atan2_(gt_tensor a_self, gt_tensor a_other);
// atan_(Tensor(a!) self) -> Tensor(a!)
char* gt_atan_(gt_tensor a_self);
// atanh(Tensor self) -> Tensor
char* gt_atanh(gt_tensor a_self, gt_tensor* out0);
// atanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_atanh_out(gt_tensor a_self, gt_tensor a_out);
// atanh_(Tensor(a!) self) -> Tensor(a!)
char* gt_atanh_(gt_tensor a_self);
// atleast_1d(Tensor self) -> Tensor
char* gt_atleast_1d(gt_tensor a_self, gt_tensor* out0);
// atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]
char* gt_atleast_1d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// atleast_2d(Tensor self) -> Tensor
char* gt_atleast_2d(gt_tensor a_self, gt_tensor* out0);
// atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]
char* gt_atleast_2d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// atleast_3d(Tensor self) -> Tensor
char* gt_atleast_3d(gt_tensor a_self, gt_tensor* out0);
// atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]
char* gt_atleast_3d_Sequence(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor
char* gt_avg_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, gt_tensor* out0);
// avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
char* gt_avg_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0);
// avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_avg_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_out);
// avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
char* gt_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0);
// avg_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_avg_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_grad_input);
// avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor
char* gt_avg_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0);
// avg_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_avg_pool3d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_out);
// avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor
char* gt_avg_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor* out0);
// avg_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_avg_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, bool a_ceil_mode, bool a_count_include_pad, const int64_t* a_divisor_override, gt_tensor a_grad_input);
// baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_baddbmm(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_baddbmm_out(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)
char* gt_baddbmm_(gt_tensor a_self, gt_tensor a_batch1, gt_tensor a_batch2, gt_scalar a_beta, gt_scalar a_alpha);
// bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_bartlett_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// bartlett_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bartlett_window_out(int64_t a_window_length, gt_tensor a_out);
// bartlett_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_bartlett_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// bartlett_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bartlett_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out);
// batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor
char* gt_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0);
// batch_norm_backward_elemt(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count) -> Tensor
char* gt_batch_norm_backward_elemt(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, gt_tensor a_mean_dy, gt_tensor a_mean_dy_xmu, gt_tensor a_count, gt_tensor* out0);
// batch_norm_backward_elemt.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor mean_dy, Tensor mean_dy_xmu, Tensor count, *, Tensor(a!) out) -> Tensor(a!)
char* gt_batch_norm_backward_elemt_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, gt_tensor a_mean_dy, gt_tensor a_mean_dy_xmu, gt_tensor a_count, gt_tensor a_out);
// batch_norm_backward_reduce(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g) -> (Tensor, Tensor, Tensor, Tensor)
char* gt_batch_norm_backward_reduce(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, bool a_input_g, bool a_weight_g, bool a_bias_g, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// batch_norm_backward_reduce.out(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
char* gt_batch_norm_backward_reduce_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_weight, bool a_input_g, bool a_weight_g, bool a_bias_g, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3);
// batch_norm_elemt(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps) -> Tensor
char* gt_batch_norm_elemt(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_invstd, double a_eps, gt_tensor* out0);
// batch_norm_elemt.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps, *, Tensor(a!) out) -> Tensor(a!)
char* gt_batch_norm_elemt_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_invstd, double a_eps, gt_tensor a_out);
// batch_norm_gather_stats(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count) -> (Tensor, Tensor)
char* gt_batch_norm_gather_stats(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, int64_t a_count, gt_tensor* out0, gt_tensor* out1);
// batch_norm_gather_stats.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_batch_norm_gather_stats_out(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, int64_t a_count, gt_tensor a_out0, gt_tensor a_out1);
// batch_norm_gather_stats_with_counts(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts) -> (Tensor, Tensor)
char* gt_batch_norm_gather_stats_with_counts(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, gt_tensor a_counts, gt_tensor* out0, gt_tensor* out1);
// batch_norm_gather_stats_with_counts.out(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_batch_norm_gather_stats_with_counts_out(gt_tensor a_input, gt_tensor a_mean, gt_tensor a_invstd, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, double a_eps, gt_tensor a_counts, gt_tensor a_out0, gt_tensor a_out1);
// batch_norm_stats(Tensor input, float eps) -> (Tensor, Tensor)
char* gt_batch_norm_stats(gt_tensor a_input, double a_eps, gt_tensor* out0, gt_tensor* out1);
// batch_norm_stats.out(Tensor input, float eps, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_batch_norm_stats_out(gt_tensor a_input, double a_eps, gt_tensor a_out0, gt_tensor a_out1);
// batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum) -> (Tensor, Tensor)
char* gt_batch_norm_update_stats(gt_tensor a_input, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, gt_tensor* out0, gt_tensor* out1);
// batch_norm_update_stats.out(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_batch_norm_update_stats_out(gt_tensor a_input, gt_tensor a_running_mean, gt_tensor a_running_var, double a_momentum, gt_tensor a_out0, gt_tensor a_out1);
// bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
char* gt_bernoulli(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0);
// bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
char* gt_bernoulli_Tensor(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator, gt_tensor* out0);
// bernoulli.Tensor_out(Tensor self, Tensor p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_bernoulli_Tensor_out(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator, gt_tensor a_out);
// bernoulli.float_out(Tensor self, float p=0.5, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_bernoulli_float_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out);
// bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_bernoulli_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out);
// bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor
char* gt_bernoulli_p(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0);
// bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)
char* gt_bernoulli__Tensor(gt_tensor a_self, gt_tensor a_p, gt_generator a_generator);
// bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)
char* gt_bernoulli__float(gt_tensor a_self, double a_p, gt_generator a_generator);
// bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor
char* gt_bilinear(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0);
// binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor
char* gt_binary_cross_entropy(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0);
// binary_cross_entropy.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_binary_cross_entropy_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_out);
// binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor
char* gt_binary_cross_entropy_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0);
// binary_cross_entropy_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_binary_cross_entropy_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_grad_input);
// binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor
char* gt_binary_cross_entropy_with_logits(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, gt_tensor a_pos_weight, int64_t a_reduction, gt_tensor* out0);
// binary_cross_entropy_with_logits.out(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_binary_cross_entropy_with_logits_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, gt_tensor a_pos_weight, int64_t a_reduction, gt_tensor a_out);
// bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor
char* gt_bincount(gt_tensor a_self, gt_tensor a_weights, int64_t a_minlength, gt_tensor* out0);
// bincount.out(Tensor self, Tensor? weights=None, int minlength=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bincount_out(gt_tensor a_self, gt_tensor a_weights, int64_t a_minlength, gt_tensor a_out);
// binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor
char* gt_binomial(gt_tensor a_count, gt_tensor a_prob, gt_generator a_generator, gt_tensor* out0);
// binomial.out(Tensor count, Tensor prob, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_binomial_out(gt_tensor a_count, gt_tensor a_prob, gt_generator a_generator, gt_tensor a_out);
// bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_bitwise_and_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// bitwise_and.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_bitwise_and_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_and.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_and_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_and.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_and_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_bitwise_and_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_and_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_bitwise_and__Scalar(gt_tensor a_self, gt_scalar a_other);
// bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_bitwise_and__Tensor(gt_tensor a_self, gt_tensor a_other);
// bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_bitwise_left_shift_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_left_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_left_shift_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_bitwise_left_shift_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
char* gt_bitwise_left_shift_Tensor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// bitwise_left_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_left_shift_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_left_shift_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_bitwise_left_shift__Tensor(gt_tensor a_self, gt_tensor a_other);
// bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_bitwise_left_shift__Tensor_Scalar(gt_tensor a_self, gt_scalar a_other);
// bitwise_not(Tensor self) -> Tensor
char* gt_bitwise_not(gt_tensor a_self, gt_tensor* out0);
// bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_not_out(gt_tensor a_self, gt_tensor a_out);
// bitwise_not_(Tensor(a!) self) -> Tensor(a!)
char* gt_bitwise_not_(gt_tensor a_self);
// bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_bitwise_or_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// bitwise_or.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_bitwise_or_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_or.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_or_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_or.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_or_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_bitwise_or_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_or_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_bitwise_or__Scalar(gt_tensor a_self, gt_scalar a_other);
// bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_bitwise_or__Tensor(gt_tensor a_self, gt_tensor a_other);
// bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_bitwise_right_shift_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_right_shift.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_right_shift_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_bitwise_right_shift_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor
char* gt_bitwise_right_shift_Tensor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// bitwise_right_shift.Tensor_Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_right_shift_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_right_shift_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_bitwise_right_shift__Tensor(gt_tensor a_self, gt_tensor a_other);
// bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_bitwise_right_shift__Tensor_Scalar(gt_tensor a_self, gt_scalar a_other);
// bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_bitwise_xor_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// bitwise_xor.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_bitwise_xor_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_xor.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_xor_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_xor.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_xor_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_bitwise_xor_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bitwise_xor_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_bitwise_xor__Scalar(gt_tensor a_self, gt_scalar a_other);
// bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_bitwise_xor__Tensor(gt_tensor a_self, gt_tensor a_other);
// blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_blackman_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// blackman_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_blackman_window_out(int64_t a_window_length, gt_tensor a_out);
// blackman_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_blackman_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// blackman_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_blackman_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out);
// block_diag(Tensor[] tensors) -> Tensor
char* gt_block_diag(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// block_diag.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_block_diag_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// bmm(Tensor self, Tensor mat2) -> Tensor
char* gt_bmm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0);
// bmm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_bmm_out(gt_tensor a_self, gt_tensor a_mat2, gt_tensor a_out);
// broadcast_tensors(Tensor[] tensors) -> Tensor[]
char* gt_broadcast_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// broadcast_to(Tensor(a) self, int[] size) -> Tensor(a)
char* gt_broadcast_to(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
char* gt_bucketize_Scalar(gt_scalar a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor* out0);
// bucketize.Scalar_out(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!)
char* gt_bucketize_Scalar_out(gt_scalar a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor a_out);
// bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
char* gt_bucketize_Tensor(gt_tensor a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor* out0);
// bucketize.Tensor_out(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor(a!) out) -> Tensor(a!)
char* gt_bucketize_Tensor_out(gt_tensor a_self, gt_tensor a_boundaries, bool a_out_int32, bool a_right, gt_tensor a_out);
// can_cast(ScalarType from, ScalarType to) -> bool
char* gt_can_cast(int32_t a_from, int32_t a_to, bool* out0);
// cartesian_prod(Tensor[] tensors) -> Tensor
char* gt_cartesian_prod(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// cat(Tensor[] tensors, int dim=0) -> Tensor
char* gt_cat(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0);
// cat.names(Tensor[] tensors, Dimname dim) -> Tensor
char* gt_cat_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0);
// cat.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cat_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out);
// cat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cat_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out);
// cauchy(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor
char* gt_cauchy(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator, gt_tensor* out0);
// cauchy.out(Tensor self, float median=0, float sigma=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_cauchy_out(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator, gt_tensor a_out);
// cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)
char* gt_cauchy_(gt_tensor a_self, double a_median, double a_sigma, gt_generator a_generator);
// ccol_indices(Tensor(a) self) -> Tensor(a)
char* gt_ccol_indices(gt_tensor a_self, gt_tensor* out0);
// ccol_indices_copy(Tensor self) -> Tensor
char* gt_ccol_indices_copy(gt_tensor a_self, gt_tensor* out0);
// ccol_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ccol_indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor
char* gt_cdist(gt_tensor a_x1, gt_tensor a_x2, double a_p, const int64_t* a_compute_mode, gt_tensor* out0);
// ceil(Tensor self) -> Tensor
char* gt_ceil(gt_tensor a_self, gt_tensor* out0);
// ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ceil_out(gt_tensor a_self, gt_tensor a_out);
// ceil_(Tensor(a!) self) -> Tensor(a!)
char* gt_ceil_(gt_tensor a_self);
// celu(Tensor self, Scalar alpha=1.0) -> Tensor
char* gt_celu(gt_tensor a_self, gt_scalar a_alpha, gt_tensor* out0);
// celu.out(Tensor self, Scalar alpha=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_celu_out(gt_tensor a_self, gt_scalar a_alpha, gt_tensor a_out);
// celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)
char* gt_celu_(gt_tensor a_self, gt_scalar a_alpha);
// chain_matmul(Tensor[] matrices) -> Tensor
char* gt_chain_matmul(const gt_tensor* a_matrices, int64_t a_matrices_len, gt_tensor* out0);
// chain_matmul.out(Tensor[] matrices, *, Tensor(a!) out) -> Tensor(a!)
char* gt_chain_matmul_out(const gt_tensor* a_matrices, int64_t a_matrices_len, gt_tensor a_out);
// chalf(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor
char* gt_chalf(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0);
// channel_shuffle(Tensor self, int groups) -> Tensor
char* gt_channel_shuffle(gt_tensor a_self, int64_t a_groups, gt_tensor* out0);
// channel_shuffle.out(Tensor self, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_channel_shuffle_out(gt_tensor a_self, int64_t a_groups, gt_tensor a_out);
// cholesky(Tensor self, bool upper=False) -> Tensor
char* gt_cholesky(gt_tensor a_self, bool a_upper, gt_tensor* out0);
// cholesky.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cholesky_out(gt_tensor a_self, bool a_upper, gt_tensor a_out);
// cholesky_inverse(Tensor self, bool upper=False) -> Tensor
char* gt_cholesky_inverse(gt_tensor a_self, bool a_upper, gt_tensor* out0);
// cholesky_inverse.out(Tensor self, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cholesky_inverse_out(gt_tensor a_self, bool a_upper, gt_tensor a_out);
// cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor
char* gt_cholesky_solve(gt_tensor a_self, gt_tensor a_input2, bool a_upper, gt_tensor* out0);
// cholesky_solve.out(Tensor self, Tensor input2, bool upper=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cholesky_solve_out(gt_tensor a_self, gt_tensor a_input2, bool a_upper, gt_tensor a_out);
// choose_qparams_optimized(Tensor input, int numel, int n_bins, float ratio, int bit_width) -> (Tensor, Tensor)
char* gt_choose_qparams_optimized(gt_tensor a_input, int64_t a_numel, int64_t a_n_bins, double a_ratio, int64_t a_bit_width, gt_tensor* out0, gt_tensor* out1);
// chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]
char* gt_chunk(gt_tensor a_self, int64_t a_chunks, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
char* gt_clamp(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor* out0);
// clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
char* gt_clamp_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor* out0);
// clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor a_out);
// clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_out(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor a_out);
// clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
char* gt_clamp_(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max);
// clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)
char* gt_clamp__Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max);
// clamp_max(Tensor self, Scalar max) -> Tensor
char* gt_clamp_max(gt_tensor a_self, gt_scalar a_max, gt_tensor* out0);
// clamp_max.Tensor(Tensor self, Tensor max) -> Tensor
char* gt_clamp_max_Tensor(gt_tensor a_self, gt_tensor a_max, gt_tensor* out0);
// clamp_max.Tensor_out(Tensor self, Tensor max, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_max_Tensor_out(gt_tensor a_self, gt_tensor a_max, gt_tensor a_out);
// clamp_max.out(Tensor self, Scalar max, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_max_out(gt_tensor a_self, gt_scalar a_max, gt_tensor a_out);
// clamp_max_(Tensor(a!) self, Scalar max) -> Tensor(a!)
char* gt_clamp_max_(gt_tensor a_self, gt_scalar a_max);
// clamp_max_.Tensor(Tensor(a!) self, Tensor max) -> Tensor(a!)
char* gt_clamp_max__Tensor(gt_tensor a_self, gt_tensor a_max);
// clamp_min(Tensor self, Scalar min) -> Tensor
char* gt_clamp_min(gt_tensor a_self, gt_scalar a_min, gt_tensor* out0);
// clamp_min.Tensor(Tensor self, Tensor min) -> Tensor
char* gt_clamp_min_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor* out0);
// clamp_min.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_min_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_out);
// clamp_min.out(Tensor self, Scalar min, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clamp_min_out(gt_tensor a_self, gt_scalar a_min, gt_tensor a_out);
// clamp_min_(Tensor(a!) self, Scalar min) -> Tensor(a!)
char* gt_clamp_min_(gt_tensor a_self, gt_scalar a_min);
// clamp_min_.Tensor(Tensor(a!) self, Tensor min) -> Tensor(a!)
char* gt_clamp_min__Tensor(gt_tensor a_self, gt_tensor a_min);
// clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor
char* gt_clip(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor* out0);
// clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor
char* gt_clip_Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor* out0);
// clip.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clip_Tensor_out(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max, gt_tensor a_out);
// clip.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_clip_out(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max, gt_tensor a_out);
// clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)
char* gt_clip_(gt_tensor a_self, const gt_scalar* a_min, const gt_scalar* a_max);
// clip_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)
char* gt_clip__Tensor(gt_tensor a_self, gt_tensor a_min, gt_tensor a_max);
// clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor
char* gt_clone(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0);
// clone.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_clone_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);
// coalesce(Tensor(a) self) -> Tensor(a)
char* gt_coalesce(gt_tensor a_self, gt_tensor* out0);
// col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
char* gt_col2im(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// col2im.out(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!)
char* gt_col2im_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// col_indices(Tensor(a) self) -> Tensor(a)
char* gt_col_indices(gt_tensor a_self, gt_tensor* out0);
// col_indices_copy(Tensor self) -> Tensor
char* gt_col_indices_copy(gt_tensor a_self, gt_tensor* out0);
// col_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_col_indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// column_stack(Tensor[] tensors) -> Tensor
char* gt_column_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// column_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_column_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor
char* gt_combinations(gt_tensor a_self, int64_t a_r, bool a_with_replacement, gt_tensor* out0);
// complex(Tensor real, Tensor imag) -> Tensor
char* gt_complex(gt_tensor a_real, gt_tensor a_imag, gt_tensor* out0);
// complex.out(Tensor real, Tensor imag, *, Tensor(a!) out) -> Tensor(a!)
char* gt_complex_out(gt_tensor a_real, gt_tensor a_imag, gt_tensor a_out);
// concat(Tensor[] tensors, int dim=0) -> Tensor
char* gt_concat(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0);
// concat.names(Tensor[] tensors, Dimname dim) -> Tensor
char* gt_concat_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0);
// concat.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_concat_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out);
// concat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_concat_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out);
// concatenate(Tensor[] tensors, int dim=0) -> Tensor
char* gt_concatenate(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0);
// concatenate.names(Tensor[] tensors, Dimname dim) -> Tensor
char* gt_concatenate_names(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor* out0);
// concatenate.names_out(Tensor[] tensors, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_concatenate_names_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_dim, int64_t a_dim_len, gt_tensor a_out);
// concatenate.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_concatenate_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out);
// conj(Tensor(a) self) -> Tensor(a)
char* gt_conj(gt_tensor a_self, gt_tensor* out0);
// conj_physical(Tensor self) -> Tensor
char* gt_conj_physical(gt_tensor a_self, gt_tensor* out0);
// conj_physical.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_conj_physical_out(gt_tensor a_self, gt_tensor a_out);
// conj_physical_(Tensor(a!) self) -> Tensor(a!)
char* gt_conj_physical_(gt_tensor a_self);
// constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor
char* gt_constant_pad_nd(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_scalar a_value, gt_tensor* out0);
// constant_pad_nd.out(Tensor self, int[] pad, Scalar value=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_constant_pad_nd_out(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, gt_scalar a_value, gt_tensor a_out);
// contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)
char* gt_contiguous(gt_tensor a_self, int32_t a_memory_format, gt_tensor* out0);
// conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1) -> Tensor
char* gt_conv1d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, str padding="valid", int[1] dilation=1, int groups=1) -> Tensor
char* gt_conv1d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor
char* gt_conv2d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, str padding="valid", int[2] dilation=1, int groups=1) -> Tensor
char* gt_conv2d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1) -> Tensor
char* gt_conv3d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, str padding="valid", int[3] dilation=1, int groups=1) -> Tensor
char* gt_conv3d_padding(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const char* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// conv_depthwise3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation) -> Tensor
char* gt_conv_depthwise3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// conv_depthwise3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, int[3] dilation, *, Tensor(a!) out) -> Tensor(a!)
char* gt_conv_depthwise3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor
char* gt_conv_tbc(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor* out0);
// conv_tbc.out(Tensor self, Tensor weight, Tensor bias, int pad=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_conv_tbc_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor a_out);
// conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -> (Tensor, Tensor, Tensor)
char* gt_conv_tbc_backward(gt_tensor a_self, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_pad, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] output_padding=0, int groups=1, int[1] dilation=1) -> Tensor
char* gt_conv_transpose1d(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor
char* gt_conv_transpose2d_input(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1) -> Tensor
char* gt_conv_transpose3d_input(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
char* gt_convolution(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor* out0);
// convolution.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_convolution_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor a_out);
// convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_convolution_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_bias_sizes, int64_t a_bias_sizes_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// convolution_backward.out(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_convolution_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_bias_sizes, int64_t a_bias_sizes_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// convolution_backward_overrideable(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)
char* gt_convolution_backward_overrideable(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// convolution_backward_overrideable.out(Tensor grad_output, Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_convolution_backward_overrideable_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// convolution_overrideable(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor
char* gt_convolution_overrideable(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor* out0);
// convolution_overrideable.out(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, bool transposed, int[] output_padding, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_convolution_overrideable_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_transposed, const int64_t* a_output_padding, int64_t a_output_padding_len, int64_t a_groups, gt_tensor a_out);
// copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
char* gt_copy(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor* out0);
// copy.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_copy_out(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor a_out);
// copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)
char* gt_copy_(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking);
// copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
char* gt_copy_sparse_to_sparse(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor* out0);
// copy_sparse_to_sparse.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_copy_sparse_to_sparse_out(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking, gt_tensor a_out);
// copy_sparse_to_sparse_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)
char* gt_copy_sparse_to_sparse_(gt_tensor a_self, gt_tensor a_src, bool a_non_blocking);
// copysign.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_copysign_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// copysign.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_copysign_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// copysign.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_copysign_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// copysign.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_copysign_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_copysign__Scalar(gt_tensor a_self, gt_scalar a_other);
// copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_copysign__Tensor(gt_tensor a_self, gt_tensor a_other);
// corrcoef(Tensor self) -> Tensor
char* gt_corrcoef(gt_tensor a_self, gt_tensor* out0);
// cos(Tensor self) -> Tensor
char* gt_cos(gt_tensor a_self, gt_tensor* out0);
// cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cos_out(gt_tensor a_self, gt_tensor a_out);
// cos_(Tensor(a!) self) -> Tensor(a!)
char* gt_cos_(gt_tensor a_self);
// cosh(Tensor self) -> Tensor
char* gt_cosh(gt_tensor a_self, gt_tensor* out0);
// cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cosh_out(gt_tensor a_self, gt_tensor a_out);
// cosh_(Tensor(a!) self) -> Tensor(a!)
char* gt_cosh_(gt_tensor a_self);
// cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=Mean) -> Tensor
char* gt_cosine_embedding_loss(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0);
// cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor
char* gt_cosine_similarity(gt_tensor a_x1, gt_tensor a_x2, int64_t a_dim, double a_eps, gt_tensor* out0);
// count_nonzero(Tensor self, int? dim=None) -> Tensor
char* gt_count_nonzero(gt_tensor a_self, const int64_t* a_dim, gt_tensor* out0);
// count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
char* gt_count_nonzero_dim_IntList(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0);
// count_nonzero.dim_IntList_out(Tensor self, int[] dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_count_nonzero_dim_IntList_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor a_out);
// count_nonzero.out(Tensor self, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_count_nonzero_out(gt_tensor a_self, const int64_t* a_dim, gt_tensor a_out);
// cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor
char* gt_cov(gt_tensor a_self, int64_t a_correction, gt_tensor a_fweights, gt_tensor a_aweights, gt_tensor* out0);
// cross(Tensor self, Tensor other, int? dim=None) -> Tensor
char* gt_cross(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dim, gt_tensor* out0);
// cross.out(Tensor self, Tensor other, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cross_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dim, gt_tensor a_out);
// cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, float label_smoothing=0.0) -> Tensor
char* gt_cross_entropy_loss(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, double a_label_smoothing, gt_tensor* out0);
// crow_indices(Tensor(a) self) -> Tensor(a)
char* gt_crow_indices(gt_tensor a_self, gt_tensor* out0);
// crow_indices_copy(Tensor self) -> Tensor
char* gt_crow_indices_copy(gt_tensor a_self, gt_tensor* out0);
// crow_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_crow_indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, int reduction=Mean, bool zero_infinity=False) -> Tensor
char* gt_ctc_loss_IntList(gt_tensor a_log_probs, gt_tensor a_targets, const int64_t* a_input_lengths, int64_t a_input_lengths_len, const int64_t* a_target_lengths, int64_t a_target_lengths_len, int64_t a_blank, int64_t a_reduction, bool a_zero_infinity, gt_tensor* out0);
// ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=Mean, bool zero_infinity=False) -> Tensor
char* gt_ctc_loss_Tensor(gt_tensor a_log_probs, gt_tensor a_targets, gt_tensor a_input_lengths, gt_tensor a_target_lengths, int64_t a_blank, int64_t a_reduction, bool a_zero_infinity, gt_tensor* out0);
// cudnn_affine_grid_generator(Tensor theta, int N, int C, int H, int W) -> Tensor grid
char* gt_cudnn_affine_grid_generator(gt_tensor a_theta, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor* out0);
// cudnn_affine_grid_generator.out(Tensor theta, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_affine_grid_generator_out(gt_tensor a_theta, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor a_out);
// cudnn_affine_grid_generator_backward(Tensor grad, int N, int C, int H, int W) -> Tensor grad_theta
char* gt_cudnn_affine_grid_generator_backward(gt_tensor a_grad, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor* out0);
// cudnn_affine_grid_generator_backward.out(Tensor grad, int N, int C, int H, int W, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_affine_grid_generator_backward_out(gt_tensor a_grad, int64_t a_N, int64_t a_C, int64_t a_H, int64_t a_W, gt_tensor a_out);
// cudnn_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor, Tensor)
char* gt_cudnn_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// cudnn_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!))
char* gt_cudnn_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3);
// cudnn_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace) -> (Tensor, Tensor, Tensor)
char* gt_cudnn_batch_norm_backward(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_reserveSpace, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// cudnn_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_cudnn_batch_norm_backward_out(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_reserveSpace, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// cudnn_convolution(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
char* gt_cudnn_convolution(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor* out0);
// cudnn_convolution.out(Tensor self, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_convolution_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor a_out);
// cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
char* gt_cudnn_convolution_add_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// cudnn_convolution_add_relu.out(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_convolution_add_relu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
char* gt_cudnn_convolution_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// cudnn_convolution_relu.out(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_convolution_relu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// cudnn_convolution_transpose(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor
char* gt_cudnn_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor* out0);
// cudnn_convolution_transpose.out(Tensor self, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, bool a_allow_tf32, gt_tensor a_out);
// cudnn_grid_sampler(Tensor self, Tensor grid) -> Tensor output
char* gt_cudnn_grid_sampler(gt_tensor a_self, gt_tensor a_grid, gt_tensor* out0);
// cudnn_grid_sampler.out(Tensor self, Tensor grid, *, Tensor(a!) out) -> Tensor(a!)
char* gt_cudnn_grid_sampler_out(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_out);
// cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -> (Tensor grad_self, Tensor grad_grid)
char* gt_cudnn_grid_sampler_backward(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_grad_output, gt_tensor* out0, gt_tensor* out1);
// cudnn_grid_sampler_backward.out(Tensor self, Tensor grid, Tensor grad_output, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_cudnn_grid_sampler_backward_out(gt_tensor a_self, gt_tensor a_grid, gt_tensor a_grad_output, gt_tensor a_out0, gt_tensor a_out1);
// cudnn_is_acceptable(Tensor self) -> bool
char* gt_cudnn_is_acceptable(gt_tensor a_self, bool* out0);
// cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
char* gt_cummax(gt_tensor a_self, int64_t a_dim, gt_tensor* out0, gt_tensor* out1);
// cummax.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
char* gt_cummax_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0, gt_tensor* out1);
// cummax.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_cummax_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_values, gt_tensor a_indices);
// cummax.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_cummax_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_values, gt_tensor a_indices);
// cummaxmin_backward(Tensor grad, Tensor input, Tensor indices, int dim) -> Tensor
char* gt_cummaxmin_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor a_indices, int64_t a_dim, gt_tensor* out0);
// cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
char* gt_cummin(gt_tensor a_self, int64_t a_dim, gt_tensor* out0, gt_tensor* out1);
// cummin.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
char* gt_cummin_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0, gt_tensor* out1);
// cummin.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_cummin_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_values, gt_tensor a_indices);
// cummin.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_cummin_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_values, gt_tensor a_indices);
// cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
char* gt_cumprod(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// cumprod.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt_cumprod_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// cumprod.dimname_out(Tensor self, Dimname dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_cumprod_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor a_out);
// cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_cumprod_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out);
// cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)
char* gt_cumprod_(gt_tensor a_self, int64_t a_dim, int32_t a_dtype);
// cumprod_.dimname(Tensor(a!) self, Dimname dim, *, ScalarType? dtype=None) -> Tensor(a!)
char* gt_cumprod__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype);
// cumprod_backward(Tensor grad, Tensor input, int dim, Tensor output) -> Tensor
char* gt_cumprod_backward(gt_tensor a_grad, gt_tensor a_input, int64_t a_dim, gt_tensor a_output, gt_tensor* out0);
// cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
char* gt_cumsum(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// cumsum.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt_cumsum_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// cumsum.dimname_out(Tensor self, Dimname dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_cumsum_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor a_out);
// cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_cumsum_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out);
// cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)
char* gt_cumsum_(gt_tensor a_self, int64_t a_dim, int32_t a_dtype);
// cumsum_.dimname(Tensor(a!) self, Dimname dim, *, ScalarType? dtype=None) -> Tensor(a!)
char* gt_cumsum__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype);
// cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
char* gt_cumulative_trapezoid_dx(gt_tensor a_y, gt_scalar a_dx, int64_t a_dim, gt_tensor* out0);
// cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
char* gt_cumulative_trapezoid_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0);
// data(Tensor self) -> Tensor
char* gt_data(gt_tensor a_self, gt_tensor* out0);
// deg2rad(Tensor self) -> Tensor
char* gt_deg2rad(gt_tensor a_self, gt_tensor* out0);
// deg2rad.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_deg2rad_out(gt_tensor a_self, gt_tensor a_out);
// deg2rad_(Tensor(a!) self) -> Tensor(a!)
char* gt_deg2rad_(gt_tensor a_self);
// dense_dim(Tensor self) -> int
char* gt_dense_dim(gt_tensor a_self, int64_t* out0);
// dequantize.self(Tensor self) -> Tensor
char* gt_dequantize_self(gt_tensor a_self, gt_tensor* out0);
// dequantize.self_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_dequantize_self_out(gt_tensor a_self, gt_tensor a_out);
// dequantize.tensors(Tensor[] tensors) -> Tensor[]
char* gt_dequantize_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// dequantize.tensors_out(Tensor[] tensors, *, Tensor(a!)[] out) -> ()
char* gt_dequantize_tensors_out(const gt_tensor* a_tensors, int64_t a_tensors_len, const gt_tensor* a_out, int64_t a_out_len);
// det(Tensor self) -> Tensor
char* gt_det(gt_tensor a_self, gt_tensor* out0);
// detach(Tensor(a) self) -> Tensor(a)
char* gt_detach(gt_tensor a_self, gt_tensor* out0);
// detach_(Tensor(a!) self) -> Tensor(a!)
char* gt_detach_(gt_tensor a_self);
// detach_copy(Tensor self) -> Tensor
char* gt_detach_copy(gt_tensor a_self, gt_tensor* out0);
// detach_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_detach_copy_out(gt_tensor a_self, gt_tensor a_out);
// diag(Tensor self, int diagonal=0) -> Tensor
char* gt_diag(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0);
// diag.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diag_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out);
// diag_backward(Tensor grad, SymInt[] input_sizes, int diagonal) -> Tensor
char* gt_diag_backward(gt_tensor a_grad, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_diagonal, gt_tensor* out0);
// diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor
char* gt_diag_embed(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// diag_embed.out(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diag_embed_out(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out);
// diagflat(Tensor self, int offset=0) -> Tensor
char* gt_diagflat(gt_tensor a_self, int64_t a_offset, gt_tensor* out0);
// diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)
char* gt_diagonal(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)
char* gt_diagonal_Dimname(gt_tensor a_self, const char* a_outdim, int64_t a_outdim_len, const char* a_dim1, int64_t a_dim1_len, const char* a_dim2, int64_t a_dim2_len, int64_t a_offset, gt_tensor* out0);
// diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor
char* gt_diagonal_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// diagonal_backward.out(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diagonal_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out);
// diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor
char* gt_diagonal_copy(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// diagonal_copy.out(Tensor self, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diagonal_copy_out(gt_tensor a_self, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out);
// diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor
char* gt_diagonal_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// diagonal_scatter.out(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diagonal_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor a_out);
// diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor
char* gt_diff(gt_tensor a_self, int64_t a_n, int64_t a_dim, gt_tensor a_prepend, gt_tensor a_append, gt_tensor* out0);
// diff.out(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_diff_out(gt_tensor a_self, int64_t a_n, int64_t a_dim, gt_tensor a_prepend, gt_tensor a_append, gt_tensor a_out);
// digamma(Tensor self) -> Tensor
char* gt_digamma(gt_tensor a_self, gt_tensor* out0);
// digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_digamma_out(gt_tensor a_self, gt_tensor a_out);
// digamma_(Tensor(a!) self) -> Tensor(a!)
char* gt_digamma_(gt_tensor a_self);
// dist(Tensor self, Tensor other, Scalar p=2) -> Tensor
char* gt_dist(gt_tensor a_self, gt_tensor a_other, gt_scalar a_p, gt_tensor* out0);
// dist.out(Tensor self, Tensor other, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_dist_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_p, gt_tensor a_out);
// div.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_div_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
char* gt_div_Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0);
// div.Scalar_mode_out(Tensor self, Scalar other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
char* gt_div_Scalar_mode_out(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out);
// div.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_div_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// div.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_div_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
char* gt_div_Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0);
// div.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_div_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// div.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
char* gt_div_out_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out);
// div_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_div__Scalar(gt_tensor a_self, gt_scalar a_other);
// div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
char* gt_div__Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len);
// div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_div__Tensor(gt_tensor a_self, gt_tensor a_other);
// div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)
char* gt_div__Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len);
// divide.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
char* gt_divide_Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0);
// divide.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_divide_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
char* gt_divide_Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor* out0);
// divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// divide.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)
char* gt_divide_out_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len, gt_tensor a_out);
// divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_divide__Scalar(gt_tensor a_self, gt_scalar a_other);
// divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)
char* gt_divide__Scalar_mode(gt_tensor a_self, gt_scalar a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len);
// divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_divide__Tensor(gt_tensor a_self, gt_tensor a_other);
// divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)
char* gt_divide__Tensor_mode(gt_tensor a_self, gt_tensor a_other, const char* a_rounding_mode, int64_t a_rounding_mode_len);
// dot(Tensor self, Tensor tensor) -> Tensor
char* gt_dot(gt_tensor a_self, gt_tensor a_tensor, gt_tensor* out0);
// dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)
char* gt_dot_out(gt_tensor a_self, gt_tensor a_tensor, gt_tensor a_out);
// dropout(Tensor input, float p, bool train) -> Tensor
char* gt_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0);
// dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
char* gt_dropout_(gt_tensor a_self, double a_p, bool a_train);
// dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
char* gt_dsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len);
// dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
char* gt_dsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len);
// dstack(Tensor[] tensors) -> Tensor
char* gt_dstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// dstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_dstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor
char* gt_einsum(const char* a_equation, int64_t a_equation_len, const gt_tensor* a_tensors, int64_t a_tensors_len, const int64_t* a_path, int64_t a_path_len, gt_tensor* out0);
// elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor
char* gt_elu(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, gt_tensor* out0);
// elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_elu_out(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, gt_tensor a_out);
// elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)
char* gt_elu_(gt_tensor a_self, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale);
// elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor
char* gt_elu_backward(gt_tensor a_grad_output, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, bool a_is_result, gt_tensor a_self_or_result, gt_tensor* out0);
// elu_backward.grad_input(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_elu_backward_grad_input(gt_tensor a_grad_output, gt_scalar a_alpha, gt_scalar a_scale, gt_scalar a_input_scale, bool a_is_result, gt_tensor a_self_or_result, gt_tensor a_grad_input);
// embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor
char* gt_embedding(gt_tensor a_weight, gt_tensor a_indices, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor* out0);
// embedding.out(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_embedding_out(gt_tensor a_weight, gt_tensor a_indices, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor a_out);
// embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor
char* gt_embedding_backward(gt_tensor a_grad, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, bool a_sparse, gt_tensor* out0);
// embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False) -> (Tensor, Tensor, Tensor, Tensor)
char* gt_embedding_bag(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// embedding_bag.padding_idx(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx) -> (Tensor, Tensor, Tensor, Tensor)
char* gt_embedding_bag_padding_idx(gt_tensor a_weight, gt_tensor a_indices, gt_tensor a_offsets, bool a_scale_grad_by_freq, int64_t a_mode, bool a_sparse, gt_tensor a_per_sample_weights, bool a_include_last_offset, const int64_t* a_padding_idx, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
char* gt_embedding_dense_backward(gt_tensor a_grad_output, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor* out0);
// embedding_dense_backward.out(Tensor grad_output, Tensor indices, SymInt num_weights, int padding_idx, bool scale_grad_by_freq, *, Tensor(a!) out) -> Tensor(a!)
char* gt_embedding_dense_backward_out(gt_tensor a_grad_output, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor a_out);
// embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor
char* gt_embedding_renorm(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type, gt_tensor* out0);
// embedding_renorm.out(Tensor self, Tensor indices, float max_norm, float norm_type, *, Tensor(a!) out) -> Tensor(a!)
char* gt_embedding_renorm_out(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type, gt_tensor a_out);
// embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)
char* gt_embedding_renorm_(gt_tensor a_self, gt_tensor a_indices, double a_max_norm, double a_norm_type);
// embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor
char* gt_embedding_sparse_backward(gt_tensor a_grad, gt_tensor a_indices, int64_t a_num_weights, int64_t a_padding_idx, bool a_scale_grad_by_freq, gt_tensor* out0);
// empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_empty_memory_format(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// empty.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_empty_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// empty.names_out(int[] size, *, Dimname[]? names, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_empty_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_memory_format, gt_tensor a_out);
// empty.out(SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_empty_out(const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor a_out);
// empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_empty_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// empty_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_empty_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);
// empty_quantized(int[] size, Tensor qtensor, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_empty_quantized(const int64_t* a_size, int64_t a_size_len, gt_tensor a_qtensor, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// empty_quantized.out(int[] size, Tensor qtensor, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_empty_quantized_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_qtensor, int32_t a_memory_format, gt_tensor a_out);
// empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_empty_strided(const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// empty_strided.out(SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
char* gt_empty_strided_out(const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// eq.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_eq_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// eq.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_eq_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// eq.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_eq_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_eq_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// eq_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_eq__Scalar(gt_tensor a_self, gt_scalar a_other);
// eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_eq__Tensor(gt_tensor a_self, gt_tensor a_other);
// equal(Tensor self, Tensor other) -> bool
char* gt_equal(gt_tensor a_self, gt_tensor a_other, bool* out0);
// erf(Tensor self) -> Tensor
char* gt_erf(gt_tensor a_self, gt_tensor* out0);
// erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_erf_out(gt_tensor a_self, gt_tensor a_out);
// erf_(Tensor(a!) self) -> Tensor(a!)
char* gt_erf_(gt_tensor a_self);
// erfc(Tensor self) -> Tensor
char* gt_erfc(gt_tensor a_self, gt_tensor* out0);
// erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_erfc_out(gt_tensor a_self, gt_tensor a_out);
// erfc_(Tensor(a!) self) -> Tensor(a!)
char* gt_erfc_(gt_tensor a_self);
// erfinv(Tensor self) -> Tensor
char* gt_erfinv(gt_tensor a_self, gt_tensor* out0);
// erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_erfinv_out(gt_tensor a_self, gt_tensor a_out);
// erfinv_(Tensor(a!) self) -> Tensor(a!)
char* gt_erfinv_(gt_tensor a_self);
// exp(Tensor self) -> Tensor
char* gt_exp(gt_tensor a_self, gt_tensor* out0);
// exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_exp_out(gt_tensor a_self, gt_tensor a_out);
// exp2(Tensor self) -> Tensor
char* gt_exp2(gt_tensor a_self, gt_tensor* out0);
// exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_exp2_out(gt_tensor a_self, gt_tensor a_out);
// exp2_(Tensor(a!) self) -> Tensor(a!)
char* gt_exp2_(gt_tensor a_self);
// exp_(Tensor(a!) self) -> Tensor(a!)
char* gt_exp_(gt_tensor a_self);
// expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)
char* gt_expand(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor* out0);
// expand_as(Tensor(a) self, Tensor other) -> Tensor(a)
char* gt_expand_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor
char* gt_expand_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor* out0);
// expand_copy.out(Tensor self, SymInt[] size, *, bool implicit=False, Tensor(a!) out) -> Tensor(a!)
char* gt_expand_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, bool a_implicit, gt_tensor a_out);
// expm1(Tensor self) -> Tensor
char* gt_expm1(gt_tensor a_self, gt_tensor* out0);
// expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_expm1_out(gt_tensor a_self, gt_tensor a_out);
// expm1_(Tensor(a!) self) -> Tensor(a!)
char* gt_expm1_(gt_tensor a_self);
// exponential(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
char* gt_exponential(gt_tensor a_self, double a_lambd, gt_generator a_generator, gt_tensor* out0);
// exponential.out(Tensor self, float lambd=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_exponential_out(gt_tensor a_self, double a_lambd, gt_generator a_generator, gt_tensor a_out);
// exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)
char* gt_exponential_(gt_tensor a_self, double a_lambd, gt_generator a_generator);
// eye(int n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_eye(int64_t a_n, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// eye.m(int n, int m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_eye_m(int64_t a_n, int64_t a_m, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// eye.m_out(int n, int m, *, Tensor(a!) out) -> Tensor(a!)
char* gt_eye_m_out(int64_t a_n, int64_t a_m, gt_tensor a_out);
// eye.out(int n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_eye_out(int64_t a_n, gt_tensor a_out);
// fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> Tensor
char* gt_fake_quantize_per_channel_affine(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0);
// fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
char* gt_fake_quantize_per_channel_affine_cachemask(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1);
// fake_quantize_per_channel_affine_cachemask.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_fake_quantize_per_channel_affine_cachemask_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_axis, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1);
// fake_quantize_per_channel_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor
char* gt_fake_quantize_per_channel_affine_cachemask_backward(gt_tensor a_grad, gt_tensor a_mask, gt_tensor* out0);
// fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> Tensor
char* gt_fake_quantize_per_tensor_affine(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0);
// fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -> Tensor
char* gt_fake_quantize_per_tensor_affine_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0);
// fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> (Tensor output, Tensor mask)
char* gt_fake_quantize_per_tensor_affine_cachemask(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor* out0, gt_tensor* out1);
// fake_quantize_per_tensor_affine_cachemask.out(Tensor self, float scale, int zero_point, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_fake_quantize_per_tensor_affine_cachemask_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, int64_t a_quant_min, int64_t a_quant_max, gt_tensor a_out0, gt_tensor a_out1);
// fake_quantize_per_tensor_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor
char* gt_fake_quantize_per_tensor_affine_cachemask_backward(gt_tensor a_grad, gt_tensor a_mask, gt_tensor* out0);
// fbgemm_linear_fp16_weight(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor
char* gt_fbgemm_linear_fp16_weight(gt_tensor a_input, gt_tensor a_packed_weight, gt_tensor a_bias, gt_tensor* out0);
// fbgemm_linear_fp16_weight_fp32_activation(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor
char* gt_fbgemm_linear_fp16_weight_fp32_activation(gt_tensor a_input, gt_tensor a_packed_weight, gt_tensor a_bias, gt_tensor* out0);
// fbgemm_linear_int8_weight(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor
char* gt_fbgemm_linear_int8_weight(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_packed, gt_tensor a_col_offsets, gt_scalar a_weight_scale, gt_scalar a_weight_zero_point, gt_tensor a_bias, gt_tensor* out0);
// fbgemm_linear_int8_weight_fp32_activation(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor
char* gt_fbgemm_linear_int8_weight_fp32_activation(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_packed, gt_tensor a_col_offsets, gt_scalar a_weight_scale, gt_scalar a_weight_zero_point, gt_tensor a_bias, gt_tensor* out0);
// fbgemm_linear_quantize_weight(Tensor input) -> (Tensor, Tensor, float, int)
char* gt_fbgemm_linear_quantize_weight(gt_tensor a_input, gt_tensor* out0, gt_tensor* out1, double* out2, int64_t* out3);
// fbgemm_pack_gemm_matrix_fp16(Tensor input) -> Tensor
char* gt_fbgemm_pack_gemm_matrix_fp16(gt_tensor a_input, gt_tensor* out0);
// fbgemm_pack_quantized_matrix(Tensor input) -> Tensor
char* gt_fbgemm_pack_quantized_matrix(gt_tensor a_input, gt_tensor* out0);
// fbgemm_pack_quantized_matrix.KN(Tensor input, int K, int N) -> Tensor
char* gt_fbgemm_pack_quantized_matrix_KN(gt_tensor a_input, int64_t a_K, int64_t a_N, gt_tensor* out0);
// feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor
char* gt_feature_alpha_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0);
// feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
char* gt_feature_alpha_dropout_(gt_tensor a_self, double a_p, bool a_train);
// feature_dropout(Tensor input, float p, bool train) -> Tensor
char* gt_feature_dropout(gt_tensor a_input, double a_p, bool a_train, gt_tensor* out0);
// feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)
char* gt_feature_dropout_(gt_tensor a_self, double a_p, bool a_train);
// fft_fft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_fft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_fft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_fft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_fft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_fft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_fft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_fft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_fftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_fft_fftfreq(int64_t a_n, double a_d, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// fft_fftfreq.out(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_fftfreq_out(int64_t a_n, double a_d, gt_tensor a_out);
// fft_fftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_fftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_fftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_fftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor
char* gt_fft_fftshift(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0);
// fft_hfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_hfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_hfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_hfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_hfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_hfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_hfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_hfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_hfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_hfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_hfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_hfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ifft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_ifft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ifft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ifft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ifft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_ifft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ifft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ifft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ifftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_ifftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ifftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ifftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor
char* gt_fft_ifftshift(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, gt_tensor* out0);
// fft_ihfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_ihfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ihfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ihfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ihfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_ihfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ihfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ihfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_ihfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_ihfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_ihfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_ihfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_irfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_irfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_irfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_irfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_irfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_irfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_irfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_irfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_irfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_irfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_irfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_irfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_rfft(Tensor self, int? n=None, int dim=-1, str? norm=None) -> Tensor
char* gt_fft_rfft(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_rfft.out(Tensor self, int? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_rfft_out(gt_tensor a_self, const int64_t* a_n, int64_t a_dim, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_rfft2(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None) -> Tensor
char* gt_fft_rfft2(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_rfft2.out(Tensor self, int[1]? s=None, int[1] dim=[-2,-1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_rfft2_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fft_rfftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_fft_rfftfreq(int64_t a_n, double a_d, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// fft_rfftfreq.out(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_rfftfreq_out(int64_t a_n, double a_d, gt_tensor a_out);
// fft_rfftn(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
char* gt_fft_rfftn(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor* out0);
// fft_rfftn.out(Tensor self, int[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fft_rfftn_out(gt_tensor a_self, const int64_t* a_s, int64_t a_s_len, const int64_t* a_dim, int64_t a_dim_len, const char* a_norm, int64_t a_norm_len, gt_tensor a_out);
// fill.Scalar(Tensor self, Scalar value) -> Tensor
char* gt_fill_Scalar(gt_tensor a_self, gt_scalar a_value, gt_tensor* out0);
// fill.Scalar_out(Tensor self, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fill_Scalar_out(gt_tensor a_self, gt_scalar a_value, gt_tensor a_out);
// fill.Tensor(Tensor self, Tensor value) -> Tensor
char* gt_fill_Tensor(gt_tensor a_self, gt_tensor a_value, gt_tensor* out0);
// fill.Tensor_out(Tensor self, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fill_Tensor_out(gt_tensor a_self, gt_tensor a_value, gt_tensor a_out);
// fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)
char* gt_fill__Scalar(gt_tensor a_self, gt_scalar a_value);
// fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)
char* gt_fill__Tensor(gt_tensor a_self, gt_tensor a_value);
// fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!)
char* gt_fill_diagonal_(gt_tensor a_self, gt_scalar a_fill_value, bool a_wrap);
// fix(Tensor self) -> Tensor
char* gt_fix(gt_tensor a_self, gt_tensor* out0);
// fix.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fix_out(gt_tensor a_self, gt_tensor a_out);
// fix_(Tensor(a!) self) -> Tensor(a!)
char* gt_fix_(gt_tensor a_self);
// flatten.DimnameList(Tensor(a) self, Dimname[] dims, Dimname out_dim) -> Tensor(a)
char* gt_flatten_DimnameList(gt_tensor a_self, const char* a_dims, int64_t a_dims_len, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0);
// flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)
char* gt_flatten_named_out_dim(gt_tensor a_self, int64_t a_start_dim, int64_t a_end_dim, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0);
// flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)
char* gt_flatten_using_ints(gt_tensor a_self, int64_t a_start_dim, int64_t a_end_dim, gt_tensor* out0);
// flatten.using_names(Tensor(a) self, Dimname start_dim, Dimname end_dim, Dimname out_dim) -> Tensor(a)
char* gt_flatten_using_names(gt_tensor a_self, const char* a_start_dim, int64_t a_start_dim_len, const char* a_end_dim, int64_t a_end_dim_len, const char* a_out_dim, int64_t a_out_dim_len, gt_tensor* out0);
// flatten_dense_tensors(Tensor[] tensors) -> Tensor
char* gt_flatten_dense_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// flip(Tensor self, int[] dims) -> Tensor
char* gt_flip(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// flip.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!)
char* gt_flip_out(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out);
// fliplr(Tensor self) -> Tensor
char* gt_fliplr(gt_tensor a_self, gt_tensor* out0);
// flipud(Tensor self) -> Tensor
char* gt_flipud(gt_tensor a_self, gt_tensor* out0);
// float_power.Scalar(Scalar self, Tensor exponent) -> Tensor
char* gt_float_power_Scalar(gt_scalar a_self, gt_tensor a_exponent, gt_tensor* out0);
// float_power.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_float_power_Scalar_out(gt_scalar a_self, gt_tensor a_exponent, gt_tensor a_out);
// float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
char* gt_float_power_Tensor_Scalar(gt_tensor a_self, gt_scalar a_exponent, gt_tensor* out0);
// float_power.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_float_power_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_exponent, gt_tensor a_out);
// float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
char* gt_float_power_Tensor_Tensor(gt_tensor a_self, gt_tensor a_exponent, gt_tensor* out0);
// float_power.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_float_power_Tensor_Tensor_out(gt_tensor a_self, gt_tensor a_exponent, gt_tensor a_out);
// float_power_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
char* gt_float_power__Scalar(gt_tensor a_self, gt_scalar a_exponent);
// float_power_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)
char* gt_float_power__Tensor(gt_tensor a_self, gt_tensor a_exponent);
// floor(Tensor self) -> Tensor
char* gt_floor(gt_tensor a_self, gt_tensor* out0);
// floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_floor_out(gt_tensor a_self, gt_tensor a_out);
// floor_(Tensor(a!) self) -> Tensor(a!)
char* gt_floor_(gt_tensor a_self);
// floor_divide(Tensor self, Tensor other) -> Tensor
char* gt_floor_divide(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// floor_divide.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_floor_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_floor_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// floor_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_floor_divide__Scalar(gt_tensor a_self, gt_scalar a_other);
// floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_floor_divide__Tensor(gt_tensor a_self, gt_tensor a_other);
// fmax(Tensor self, Tensor other) -> Tensor
char* gt_fmax(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// fmax.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fmax_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// fmin(Tensor self, Tensor other) -> Tensor
char* gt_fmin(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// fmin.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fmin_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// fmod.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_fmod_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// fmod.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fmod_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// fmod.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_fmod_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_fmod_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// fmod_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_fmod__Scalar(gt_tensor a_self, gt_scalar a_other);
// fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_fmod__Tensor(gt_tensor a_self, gt_tensor a_other);
// frac(Tensor self) -> Tensor
char* gt_frac(gt_tensor a_self, gt_tensor* out0);
// frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_frac_out(gt_tensor a_self, gt_tensor a_out);
// frac_(Tensor(a!) self) -> Tensor(a!)
char* gt_frac_(gt_tensor a_self);
// fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)
char* gt_fractional_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor* out0, gt_tensor* out1);
// fractional_max_pool2d.output(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_fractional_max_pool2d_output(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor a_output, gt_tensor a_indices);
// fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor
char* gt_fractional_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor* out0);
// fractional_max_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_fractional_max_pool2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor a_grad_input);
// fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)
char* gt_fractional_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor* out0, gt_tensor* out1);
// fractional_max_pool3d.output(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_fractional_max_pool3d_output(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_random_samples, gt_tensor a_output, gt_tensor a_indices);
// fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor
char* gt_fractional_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor* out0);
// fractional_max_pool3d_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_fractional_max_pool3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_indices, gt_tensor a_grad_input);
// frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)
char* gt_frexp_Tensor(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -> (Tensor(a!) mantissa, Tensor(b!) exponent)
char* gt_frexp_Tensor_out(gt_tensor a_self, gt_tensor a_mantissa, gt_tensor a_exponent);
// frobenius_norm(Tensor self) -> Tensor
char* gt_frobenius_norm(gt_tensor a_self, gt_tensor* out0);
// frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
char* gt_frobenius_norm_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// frobenius_norm.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_frobenius_norm_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// from_file(str filename, bool? shared=None, int? size=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_from_file(const char* a_filename, int64_t a_filename_len, const bool* a_shared, const int64_t* a_size, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// from_file.out(str filename, bool? shared=None, int? size=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_from_file_out(const char* a_filename, int64_t a_filename_len, const bool* a_shared, const int64_t* a_size, gt_tensor a_out);
// full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_full(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// full.names(int[] size, Scalar fill_value, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_full_names(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// full.names_out(int[] size, Scalar fill_value, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_full_names_out(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// full.out(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_full_out(const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, gt_tensor a_out);
// full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_full_like(gt_tensor a_self, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// full_like.out(Tensor self, Scalar fill_value, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_full_like_out(gt_tensor a_self, gt_scalar a_fill_value, int32_t a_memory_format, gt_tensor a_out);
// fused_moving_avg_obs_fake_quant(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> Tensor
char* gt_fused_moving_avg_obs_fake_quant(gt_tensor a_self, gt_tensor a_observer_on, gt_tensor a_fake_quant_on, gt_tensor a_running_min, gt_tensor a_running_max, gt_tensor a_scale, gt_tensor a_zero_point, double a_averaging_const, int64_t a_quant_min, int64_t a_quant_max, int64_t a_ch_axis, bool a_per_row_fake_quant, bool a_symmetric_quant, gt_tensor* out0);
// gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
char* gt_gather(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0);
// gather.dimname(Tensor self, Dimname dim, Tensor index, *, bool sparse_grad=False) -> Tensor
char* gt_gather_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0);
// gather.dimname_out(Tensor self, Dimname dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)
char* gt_gather_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, bool a_sparse_grad, gt_tensor a_out);
// gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)
char* gt_gather_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor a_out);
// gather_backward(Tensor grad, Tensor self, int dim, Tensor index, bool sparse_grad) -> Tensor
char* gt_gather_backward(gt_tensor a_grad, gt_tensor a_self, int64_t a_dim, gt_tensor a_index, bool a_sparse_grad, gt_tensor* out0);
// gcd(Tensor self, Tensor other) -> Tensor
char* gt_gcd(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// gcd.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_gcd_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_gcd_(gt_tensor a_self, gt_tensor a_other);
// ge.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_ge_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// ge.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ge_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// ge.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_ge_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// ge.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ge_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// ge_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_ge__Scalar(gt_tensor a_self, gt_scalar a_other);
// ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_ge__Tensor(gt_tensor a_self, gt_tensor a_other);
// gelu(Tensor self, *, str approximate='none') -> Tensor
char* gt_gelu(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor* out0);
// gelu.out(Tensor self, *, str approximate='none', Tensor(a!) out) -> Tensor(a!)
char* gt_gelu_out(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor a_out);
// gelu_(Tensor(a!) self, *, str approximate='none') -> Tensor(a!)
char* gt_gelu_(gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len);
// gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor
char* gt_gelu_backward(gt_tensor a_grad_output, gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor* out0);
// gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate='none', Tensor(a!) grad_input) -> Tensor(a!)
char* gt_gelu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const char* a_approximate, int64_t a_approximate_len, gt_tensor a_grad_input);
// geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
char* gt_geometric(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor* out0);
// geometric.out(Tensor self, float p, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_geometric_out(gt_tensor a_self, double a_p, gt_generator a_generator, gt_tensor a_out);
// geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)
char* gt_geometric_(gt_tensor a_self, double a_p, gt_generator a_generator);
// geqrf(Tensor self) -> (Tensor a, Tensor tau)
char* gt_geqrf(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// geqrf.a(Tensor self, *, Tensor(a!) a, Tensor(b!) tau) -> (Tensor(a!) a, Tensor(b!) tau)
char* gt_geqrf_a(gt_tensor a_self, gt_tensor a_a, gt_tensor a_tau);
// ger(Tensor self, Tensor vec2) -> Tensor
char* gt_ger(gt_tensor a_self, gt_tensor a_vec2, gt_tensor* out0);
// ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ger_out(gt_tensor a_self, gt_tensor a_vec2, gt_tensor a_out);
// glu(Tensor self, int dim=-1) -> Tensor
char* gt_glu(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// glu.out(Tensor self, int dim=-1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_glu_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out);
// glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor
char* gt_glu_backward(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// glu_backward.grad_input(Tensor grad_output, Tensor self, int dim, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_glu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, int64_t a_dim, gt_tensor a_grad_input);
// glu_backward_jvp(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim) -> Tensor
char* gt_glu_backward_jvp(gt_tensor a_grad_x, gt_tensor a_grad_glu, gt_tensor a_x, gt_tensor a_dgrad_glu, gt_tensor a_dx, int64_t a_dim, gt_tensor* out0);
// glu_backward_jvp.out(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_glu_backward_jvp_out(gt_tensor a_grad_x, gt_tensor a_grad_glu, gt_tensor a_x, gt_tensor a_dgrad_glu, gt_tensor a_dx, int64_t a_dim, gt_tensor a_out);
// glu_jvp(Tensor glu, Tensor x, Tensor dx, int dim) -> Tensor
char* gt_glu_jvp(gt_tensor a_glu, gt_tensor a_x, gt_tensor a_dx, int64_t a_dim, gt_tensor* out0);
// glu_jvp.out(Tensor glu, Tensor x, Tensor dx, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_glu_jvp_out(gt_tensor a_glu, gt_tensor a_x, gt_tensor a_dx, int64_t a_dim, gt_tensor a_out);
// gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]
char* gt_gradient_array(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]
char* gt_gradient_scalararray(gt_tensor a_self, gt_scalar a_spacing, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]
char* gt_gradient_scalarint(gt_tensor a_self, const gt_scalar* a_spacing, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]
char* gt_gradient_scalarrayarray(gt_tensor a_self, const gt_scalar* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
char* gt_gradient_scalarrayint(gt_tensor a_self, const gt_scalar* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]
char* gt_gradient_tensorarray(gt_tensor a_self, const gt_tensor* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_dim_len, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[]
char* gt_gradient_tensorarrayint(gt_tensor a_self, const gt_tensor* a_spacing, int64_t a_spacing_len, const int64_t* a_dim, int64_t a_edge_order, gt_tensor** out0, int64_t* out0_len);
// greater.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_greater_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// greater.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_greater_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// greater.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_greater_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// greater.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_greater_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// greater_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_greater__Scalar(gt_tensor a_self, gt_scalar a_other);
// greater_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_greater__Tensor(gt_tensor a_self, gt_tensor a_other);
// greater_equal.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_greater_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// greater_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_greater_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// greater_equal.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_greater_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// greater_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_greater_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// greater_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_greater_equal__Scalar(gt_tensor a_self, gt_scalar a_other);
// greater_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_greater_equal__Tensor(gt_tensor a_self, gt_tensor a_other);
// grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
char* gt_grid_sampler(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0);
// grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
char* gt_grid_sampler_2d(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0);
// grid_sampler_2d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
char* gt_grid_sampler_2d_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out);
// grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
char* gt_grid_sampler_2d_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1);
// grid_sampler_2d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_grid_sampler_2d_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1);
// grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor
char* gt_grid_sampler_3d(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor* out0);
// grid_sampler_3d.out(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, *, Tensor(a!) out) -> Tensor(a!)
char* gt_grid_sampler_3d_out(gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, gt_tensor a_out);
// grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)
char* gt_grid_sampler_3d_backward(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1);
// grid_sampler_3d_backward.out(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_grid_sampler_3d_backward_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_grid, int64_t a_interpolation_mode, int64_t a_padding_mode, bool a_align_corners, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1);
// group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor
char* gt_group_norm(gt_tensor a_input, int64_t a_num_groups, gt_tensor a_weight, gt_tensor a_bias, double a_eps, bool a_cudnn_enabled, gt_tensor* out0);
// gru.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
char* gt_gru_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1);
// gru.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
char* gt_gru_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1);
// gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
char* gt_gru_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0);
// gt.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_gt_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// gt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_gt_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// gt.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_gt_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// gt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_gt_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// gt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_gt__Scalar(gt_tensor a_self, gt_scalar a_other);
// gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_gt__Tensor(gt_tensor a_self, gt_tensor a_other);
// hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hamming_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hamming_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hamming_window_out(int64_t a_window_length, gt_tensor a_out);
// hamming_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hamming_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hamming_window.periodic_alpha(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hamming_window_periodic_alpha(int64_t a_window_length, bool a_periodic, double a_alpha, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hamming_window.periodic_alpha_beta(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hamming_window_periodic_alpha_beta(int64_t a_window_length, bool a_periodic, double a_alpha, double a_beta, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hamming_window.periodic_alpha_beta_out(int window_length, bool periodic, float alpha, float beta, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hamming_window_periodic_alpha_beta_out(int64_t a_window_length, bool a_periodic, double a_alpha, double a_beta, gt_tensor a_out);
// hamming_window.periodic_alpha_out(int window_length, bool periodic, float alpha, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hamming_window_periodic_alpha_out(int64_t a_window_length, bool a_periodic, double a_alpha, gt_tensor a_out);
// hamming_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hamming_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out);
// hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hann_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hann_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hann_window_out(int64_t a_window_length, gt_tensor a_out);
// hann_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_hann_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// hann_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hann_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out);
// hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor
char* gt_hardshrink(gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0);
// hardshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hardshrink_out(gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_out);
// hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor
char* gt_hardshrink_backward(gt_tensor a_grad_out, gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0);
// hardshrink_backward.grad_input(Tensor grad_out, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_hardshrink_backward_grad_input(gt_tensor a_grad_out, gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_grad_input);
// hardsigmoid(Tensor self) -> Tensor
char* gt_hardsigmoid(gt_tensor a_self, gt_tensor* out0);
// hardsigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hardsigmoid_out(gt_tensor a_self, gt_tensor a_out);
// hardsigmoid_(Tensor(a!) self) -> Tensor(a!)
char* gt_hardsigmoid_(gt_tensor a_self);
// hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt_hardsigmoid_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// hardsigmoid_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_hardsigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input);
// hardswish(Tensor self) -> Tensor
char* gt_hardswish(gt_tensor a_self, gt_tensor* out0);
// hardswish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hardswish_out(gt_tensor a_self, gt_tensor a_out);
// hardswish_(Tensor(a!) self) -> Tensor(a!)
char* gt_hardswish_(gt_tensor a_self);
// hardswish_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt_hardswish_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// hardswish_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hardswish_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out);
// hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor
char* gt_hardtanh(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor* out0);
// hardtanh.out(Tensor self, Scalar min_val=-1, Scalar max_val=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hardtanh_out(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor a_out);
// hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)
char* gt_hardtanh_(gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val);
// hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor
char* gt_hardtanh_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor* out0);
// hardtanh_backward.grad_input(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_hardtanh_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_min_val, gt_scalar a_max_val, gt_tensor a_grad_input);
// heaviside(Tensor self, Tensor values) -> Tensor
char* gt_heaviside(gt_tensor a_self, gt_tensor a_values, gt_tensor* out0);
// heaviside.out(Tensor self, Tensor values, *, Tensor(a!) out) -> Tensor(a!)
char* gt_heaviside_out(gt_tensor a_self, gt_tensor a_values, gt_tensor a_out);
// heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)
char* gt_heaviside_(gt_tensor a_self, gt_tensor a_values);
// hinge_embedding_loss(Tensor self, Tensor target, float margin=1.0, int reduction=Mean) -> Tensor
char* gt_hinge_embedding_loss(gt_tensor a_self, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0);
// histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor
char* gt_histc(gt_tensor a_self, int64_t a_bins, gt_scalar a_min, gt_scalar a_max, gt_tensor* out0);
// histc.out(Tensor self, int bins=100, Scalar min=0, Scalar max=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_histc_out(gt_tensor a_self, int64_t a_bins, gt_scalar a_min, gt_scalar a_max, gt_tensor a_out);
// histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
char* gt_histogram_bin_ct(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor* out1);
// histogram.bin_ct_out(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
char* gt_histogram_bin_ct_out(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor a_hist, gt_tensor a_bin_edges);
// histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)
char* gt_histogram_bins_tensor(gt_tensor a_self, gt_tensor a_bins, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor* out1);
// histogram.bins_tensor_out(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -> (Tensor(a!) hist, Tensor(b!) bin_edges)
char* gt_histogram_bins_tensor_out(gt_tensor a_self, gt_tensor a_bins, gt_tensor a_weight, bool a_density, gt_tensor a_hist, gt_tensor a_bin_edges);
// histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
char* gt_histogramdd(gt_tensor a_self, const int64_t* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len);
// histogramdd.TensorList_bins(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
char* gt_histogramdd_TensorList_bins(gt_tensor a_self, const gt_tensor* a_bins, int64_t a_bins_len, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len);
// histogramdd.int_bins(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)
char* gt_histogramdd_int_bins(gt_tensor a_self, int64_t a_bins, const double* a_range, int64_t a_range_len, gt_tensor a_weight, bool a_density, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len);
// hsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
char* gt_hsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len);
// hsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
char* gt_hsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len);
// hspmm(Tensor mat1, Tensor mat2) -> Tensor
char* gt_hspmm(gt_tensor a_mat1, gt_tensor a_mat2, gt_tensor* out0);
// hspmm.out(Tensor mat1, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hspmm_out(gt_tensor a_mat1, gt_tensor a_mat2, gt_tensor a_out);
// hstack(Tensor[] tensors) -> Tensor
char* gt_hstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// hstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor
char* gt_huber_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor* out0);
// huber_loss.out(Tensor self, Tensor target, int reduction=Mean, float delta=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_huber_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor a_out);
// huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor
char* gt_huber_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor* out0);
// huber_loss_backward.out(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_huber_loss_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_delta, gt_tensor a_grad_input);
// hypot(Tensor self, Tensor other) -> Tensor
char* gt_hypot(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// hypot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_hypot_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// hypot_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_hypot_(gt_tensor a_self, gt_tensor a_other);
// i0(Tensor self) -> Tensor
char* gt_i0(gt_tensor a_self, gt_tensor* out0);
// i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_i0_out(gt_tensor a_self, gt_tensor a_out);
// i0_(Tensor(a!) self) -> Tensor(a!)
char* gt_i0_(gt_tensor a_self);
// igamma(Tensor self, Tensor other) -> Tensor
char* gt_igamma(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// igamma.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_igamma_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_igamma_(gt_tensor a_self, gt_tensor a_other);
// igammac(Tensor self, Tensor other) -> Tensor
char* gt_igammac(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// igammac.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_igammac_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_igammac_(gt_tensor a_self, gt_tensor a_other);
// im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor
char* gt_im2col(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// im2col.out(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -> Tensor(a!)
char* gt_im2col_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_dilation, int64_t a_dilation_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// imag(Tensor(a) self) -> Tensor(a)
char* gt_imag(gt_tensor a_self, gt_tensor* out0);
// index.Tensor(Tensor self, Tensor?[] indices) -> Tensor
char* gt_index_Tensor(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor* out0);
// index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_Tensor_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_out);
// index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
char* gt_index_add(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor* out0);
// index_add.dimname(Tensor self, Dimname dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor
char* gt_index_add_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor* out0);
// index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_index_add_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha, gt_tensor a_out);
// index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)
char* gt_index_add_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_scalar a_alpha);
// index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor
char* gt_index_copy(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_tensor* out0);
// index_copy.dimname(Tensor self, Dimname dim, Tensor index, Tensor source) -> Tensor
char* gt_index_copy_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source, gt_tensor* out0);
// index_copy.out(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_copy_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, gt_tensor a_out);
// index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)
char* gt_index_copy_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source);
// index_copy_.dimname(Tensor(a!) self, Dimname dim, Tensor index, Tensor source) -> Tensor(a!)
char* gt_index_copy__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_source);
// index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
char* gt_index_fill_Dimname_Scalar(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0);
// index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor
char* gt_index_fill_Dimname_Tensor(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_value, gt_tensor* out0);
// index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
char* gt_index_fill_int_Scalar(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0);
// index_fill.int_Scalar_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_fill_int_Scalar_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor a_out);
// index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
char* gt_index_fill_int_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value, gt_tensor* out0);
// index_fill.int_Tensor_out(Tensor self, int dim, Tensor index, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_fill_int_Tensor_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value, gt_tensor a_out);
// index_fill_.Dimname_Scalar(Tensor(a!) self, Dimname dim, Tensor index, Scalar value) -> Tensor(a!)
char* gt_index_fill__Dimname_Scalar(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value);
// index_fill_.Dimname_Tensor(Tensor(a!) self, Dimname dim, Tensor index, Tensor value) -> Tensor(a!)
char* gt_index_fill__Dimname_Tensor(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_value);
// index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
char* gt_index_fill__int_Scalar(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value);
// index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)
char* gt_index_fill__int_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_value);
// index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor
char* gt_index_put(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, gt_tensor* out0);
// index_put.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_put_out(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate, gt_tensor a_out);
// index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)
char* gt_index_put_(gt_tensor a_self, const gt_tensor* a_indices, int64_t a_indices_len, gt_tensor a_values, bool a_accumulate);
// index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor
char* gt_index_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor* out0);
// index_reduce.out(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)
char* gt_index_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor a_out);
// index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)
char* gt_index_reduce_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_source, const char* a_reduce, int64_t a_reduce_len, bool a_include_self);
// index_select(Tensor self, int dim, Tensor index) -> Tensor
char* gt_index_select(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor* out0);
// index_select.dimname(Tensor self, Dimname dim, Tensor index) -> Tensor
char* gt_index_select_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor* out0);
// index_select.dimname_out(Tensor self, Dimname dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_select_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_out);
// index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_index_select_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_out);
// index_select_backward(Tensor grad, int[] self_sizes, int dim, Tensor index) -> Tensor
char* gt_index_select_backward(gt_tensor a_grad, const int64_t* a_self_sizes, int64_t a_self_sizes_len, int64_t a_dim, gt_tensor a_index, gt_tensor* out0);
// indices(Tensor(a) self) -> Tensor(a)
char* gt_indices(gt_tensor a_self, gt_tensor* out0);
// indices_copy(Tensor self) -> Tensor
char* gt_indices_copy(gt_tensor a_self, gt_tensor* out0);
// indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// infinitely_differentiable_gelu_backward(Tensor grad, Tensor self) -> Tensor
char* gt_infinitely_differentiable_gelu_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor* out0);
// inner(Tensor self, Tensor other) -> Tensor
char* gt_inner(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// inner.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_inner_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor
char* gt_instance_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_use_input_stats, double a_momentum, double a_eps, bool a_cudnn_enabled, gt_tensor* out0);
// int_repr(Tensor self) -> Tensor
char* gt_int_repr(gt_tensor a_self, gt_tensor* out0);
// int_repr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_int_repr_out(gt_tensor a_self, gt_tensor a_out);
// inverse(Tensor self) -> Tensor
char* gt_inverse(gt_tensor a_self, gt_tensor* out0);
// inverse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_inverse_out(gt_tensor a_self, gt_tensor a_out);
// is_coalesced(Tensor self) -> bool
char* gt_is_coalesced(gt_tensor a_self, bool* out0);
// is_complex(Tensor self) -> bool
char* gt_is_complex(gt_tensor a_self, bool* out0);
// is_conj(Tensor self) -> bool
char* gt_is_conj(gt_tensor a_self, bool* out0);
// is_distributed(Tensor self) -> bool
char* gt_is_distributed(gt_tensor a_self, bool* out0);
// is_floating_point(Tensor self) -> bool
char* gt_is_floating_point(gt_tensor a_self, bool* out0);
// is_inference(Tensor self) -> bool
char* gt_is_inference(gt_tensor a_self, bool* out0);
// is_leaf(Tensor self) -> bool
char* gt_is_leaf(gt_tensor a_self, bool* out0);
// is_neg(Tensor self) -> bool
char* gt_is_neg(gt_tensor a_self, bool* out0);
// is_nonzero(Tensor self) -> bool
char* gt_is_nonzero(gt_tensor a_self, bool* out0);
// is_pinned(Tensor self, Device? device=None) -> bool
char* gt_is_pinned(gt_tensor a_self, gt_device a_device, bool* out0);
// is_same_size(Tensor self, Tensor other) -> bool
char* gt_is_same_size(gt_tensor a_self, gt_tensor a_other, bool* out0);
// is_set_to(Tensor self, Tensor tensor) -> bool
char* gt_is_set_to(gt_tensor a_self, gt_tensor a_tensor, bool* out0);
// is_signed(Tensor self) -> bool
char* gt_is_signed(gt_tensor a_self, bool* out0);
// is_vulkan_available() -> bool
char* gt_is_vulkan_available(bool* out0);
// isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor
char* gt_isclose(gt_tensor a_self, gt_tensor a_other, double a_rtol, double a_atol, bool a_equal_nan, gt_tensor* out0);
// isfinite(Tensor self) -> Tensor
char* gt_isfinite(gt_tensor a_self, gt_tensor* out0);
// isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
char* gt_isin_Scalar_Tensor(gt_scalar a_element, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor* out0);
// isin.Scalar_Tensor_out(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
char* gt_isin_Scalar_Tensor_out(gt_scalar a_element, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor a_out);
// isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor
char* gt_isin_Tensor_Scalar(gt_tensor a_elements, gt_scalar a_test_element, bool a_assume_unique, bool a_invert, gt_tensor* out0);
// isin.Tensor_Scalar_out(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
char* gt_isin_Tensor_Scalar_out(gt_tensor a_elements, gt_scalar a_test_element, bool a_assume_unique, bool a_invert, gt_tensor a_out);
// isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
char* gt_isin_Tensor_Tensor(gt_tensor a_elements, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor* out0);
// isin.Tensor_Tensor_out(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False, Tensor(a!) out) -> Tensor(a!)
char* gt_isin_Tensor_Tensor_out(gt_tensor a_elements, gt_tensor a_test_elements, bool a_assume_unique, bool a_invert, gt_tensor a_out);
// isinf(Tensor self) -> Tensor
char* gt_isinf(gt_tensor a_self, gt_tensor* out0);
// isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_isinf_out(gt_tensor a_self, gt_tensor a_out);
// isnan(Tensor self) -> Tensor
char* gt_isnan(gt_tensor a_self, gt_tensor* out0);
// isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_isnan_out(gt_tensor a_self, gt_tensor a_out);
// isneginf(Tensor self) -> Tensor
char* gt_isneginf(gt_tensor a_self, gt_tensor* out0);
// isneginf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_isneginf_out(gt_tensor a_self, gt_tensor a_out);
// isposinf(Tensor self) -> Tensor
char* gt_isposinf(gt_tensor a_self, gt_tensor* out0);
// isposinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_isposinf_out(gt_tensor a_self, gt_tensor a_out);
// isreal(Tensor self) -> Tensor
char* gt_isreal(gt_tensor a_self, gt_tensor* out0);
// istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor
char* gt_istft(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_center, bool a_normalized, const bool* a_onesided, const int64_t* a_length, bool a_return_complex, gt_tensor* out0);
// item(Tensor self) -> Scalar
char* gt_item(gt_tensor a_self, gt_scalar* out0);
// kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_kaiser_window(int64_t a_window_length, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// kaiser_window.beta(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_kaiser_window_beta(int64_t a_window_length, bool a_periodic, double a_beta, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// kaiser_window.beta_out(int window_length, bool periodic, float beta, *, Tensor(a!) out) -> Tensor(a!)
char* gt_kaiser_window_beta_out(int64_t a_window_length, bool a_periodic, double a_beta, gt_tensor a_out);
// kaiser_window.out(int window_length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_kaiser_window_out(int64_t a_window_length, gt_tensor a_out);
// kaiser_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_kaiser_window_periodic(int64_t a_window_length, bool a_periodic, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// kaiser_window.periodic_out(int window_length, bool periodic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_kaiser_window_periodic_out(int64_t a_window_length, bool a_periodic, gt_tensor a_out);
// kl_div(Tensor self, Tensor target, int reduction=Mean, *, bool log_target=False) -> Tensor
char* gt_kl_div(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, bool a_log_target, gt_tensor* out0);
// kron(Tensor self, Tensor other) -> Tensor
char* gt_kron(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// kron.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_kron_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_kthvalue(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// kthvalue.dimname(Tensor self, int k, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_kthvalue_dimname(gt_tensor a_self, int64_t a_k, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// kthvalue.dimname_out(Tensor self, int k, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_kthvalue_dimname_out(gt_tensor a_self, int64_t a_k, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// kthvalue.values(Tensor self, int k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_kthvalue_values(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// l1_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
char* gt_l1_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor
char* gt_layer_norm(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, bool a_cudnn_enable, gt_tensor* out0);
// lcm(Tensor self, Tensor other) -> Tensor
char* gt_lcm(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// lcm.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lcm_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_lcm_(gt_tensor a_self, gt_tensor a_other);
// ldexp.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_ldexp_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// ldexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ldexp_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_ldexp_(gt_tensor a_self, gt_tensor a_other);
// le.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_le_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// le.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_le_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// le.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_le_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// le.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_le_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// le_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_le__Scalar(gt_tensor a_self, gt_scalar a_other);
// le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_le__Tensor(gt_tensor a_self, gt_tensor a_other);
// leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor
char* gt_leaky_relu(gt_tensor a_self, gt_scalar a_negative_slope, gt_tensor* out0);
// leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)
char* gt_leaky_relu_out(gt_tensor a_self, gt_scalar a_negative_slope, gt_tensor a_out);
// leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)
char* gt_leaky_relu_(gt_tensor a_self, gt_scalar a_negative_slope);
// leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor
char* gt_leaky_relu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_negative_slope, bool a_self_is_result, gt_tensor* out0);
// leaky_relu_backward.grad_input(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_leaky_relu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_negative_slope, bool a_self_is_result, gt_tensor a_grad_input);
// lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
char* gt_lerp_Scalar(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight, gt_tensor* out0);
// lerp.Scalar_out(Tensor self, Tensor end, Scalar weight, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lerp_Scalar_out(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight, gt_tensor a_out);
// lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
char* gt_lerp_Tensor(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight, gt_tensor* out0);
// lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lerp_Tensor_out(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight, gt_tensor a_out);
// lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)
char* gt_lerp__Scalar(gt_tensor a_self, gt_tensor a_end, gt_scalar a_weight);
// lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)
char* gt_lerp__Tensor(gt_tensor a_self, gt_tensor a_end, gt_tensor a_weight);
// less.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_less_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// less.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_less_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// less.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_less_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// less.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_less_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// less_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_less__Scalar(gt_tensor a_self, gt_scalar a_other);
// less_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_less__Tensor(gt_tensor a_self, gt_tensor a_other);
// less_equal.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_less_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// less_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_less_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// less_equal.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_less_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// less_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_less_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// less_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_less_equal__Scalar(gt_tensor a_self, gt_scalar a_other);
// less_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_less_equal__Tensor(gt_tensor a_self, gt_tensor a_other);
// lgamma(Tensor self) -> Tensor
char* gt_lgamma(gt_tensor a_self, gt_tensor* out0);
// lgamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lgamma_out(gt_tensor a_self, gt_tensor a_out);
// lgamma_(Tensor(a!) self) -> Tensor(a!)
char* gt_lgamma_(gt_tensor a_self);
// lift(Tensor self) -> Tensor
char* gt_lift(gt_tensor a_self, gt_tensor* out0);
// lift.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lift_out(gt_tensor a_self, gt_tensor a_out);
// lift_fresh(Tensor(a) self) -> Tensor(a)
char* gt_lift_fresh(gt_tensor a_self, gt_tensor* out0);
// lift_fresh_copy(Tensor self) -> Tensor
char* gt_lift_fresh_copy(gt_tensor a_self, gt_tensor* out0);
// lift_fresh_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lift_fresh_copy_out(gt_tensor a_self, gt_tensor a_out);
// linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor
char* gt_linalg_cholesky(gt_tensor a_self, bool a_upper, gt_tensor* out0);
// linalg_cholesky.out(Tensor self, *, bool upper=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_cholesky_out(gt_tensor a_self, bool a_upper, gt_tensor a_out);
// linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)
char* gt_linalg_cholesky_ex(gt_tensor a_self, bool a_upper, bool a_check_errors, gt_tensor* out0, gt_tensor* out1);
// linalg_cholesky_ex.L(Tensor self, *, bool upper=False, bool check_errors=False, Tensor(a!) L, Tensor(b!) info) -> (Tensor(a!) L, Tensor(b!) info)
char* gt_linalg_cholesky_ex_L(gt_tensor a_self, bool a_upper, bool a_check_errors, gt_tensor a_L, gt_tensor a_info);
// linalg_cond(Tensor self, Scalar? p=None) -> Tensor
char* gt_linalg_cond(gt_tensor a_self, const gt_scalar* a_p, gt_tensor* out0);
// linalg_cond.out(Tensor self, Scalar? p=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_cond_out(gt_tensor a_self, const gt_scalar* a_p, gt_tensor a_out);
// linalg_cond.p_str(Tensor self, str p) -> Tensor
char* gt_linalg_cond_p_str(gt_tensor a_self, const char* a_p, int64_t a_p_len, gt_tensor* out0);
// linalg_cond.p_str_out(Tensor self, str p, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_cond_p_str_out(gt_tensor a_self, const char* a_p, int64_t a_p_len, gt_tensor a_out);
// linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor
char* gt_linalg_cross(gt_tensor a_self, gt_tensor a_other, int64_t a_dim, gt_tensor* out0);
// linalg_cross.out(Tensor self, Tensor other, *, int dim=-1, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_cross_out(gt_tensor a_self, gt_tensor a_other, int64_t a_dim, gt_tensor a_out);
// linalg_det(Tensor A) -> Tensor
char* gt_linalg_det(gt_tensor a_A, gt_tensor* out0);
// linalg_det.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_det_out(gt_tensor a_A, gt_tensor a_out);
// linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)
char* gt_linalg_diagonal(gt_tensor a_A, int64_t a_offset, int64_t a_dim1, int64_t a_dim2, gt_tensor* out0);
// linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)
char* gt_linalg_eig(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// linalg_eig.out(Tensor self, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
char* gt_linalg_eig_out(gt_tensor a_self, gt_tensor a_eigenvalues, gt_tensor a_eigenvectors);
// linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)
char* gt_linalg_eigh(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor* out0, gt_tensor* out1);
// linalg_eigh.eigvals(Tensor self, str UPLO="L", *, Tensor(a!) eigvals, Tensor(b!) eigvecs) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
char* gt_linalg_eigh_eigvals(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor a_eigvals, gt_tensor a_eigvecs);
// linalg_eigvals(Tensor self) -> Tensor
char* gt_linalg_eigvals(gt_tensor a_self, gt_tensor* out0);
// linalg_eigvals.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_eigvals_out(gt_tensor a_self, gt_tensor a_out);
// linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor
char* gt_linalg_eigvalsh(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor* out0);
// linalg_eigvalsh.out(Tensor self, str UPLO="L", *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_eigvalsh_out(gt_tensor a_self, const char* a_UPLO, int64_t a_UPLO_len, gt_tensor a_out);
// linalg_householder_product(Tensor input, Tensor tau) -> Tensor
char* gt_linalg_householder_product(gt_tensor a_input, gt_tensor a_tau, gt_tensor* out0);
// linalg_householder_product.out(Tensor input, Tensor tau, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_householder_product_out(gt_tensor a_input, gt_tensor a_tau, gt_tensor a_out);
// linalg_inv(Tensor A) -> Tensor
char* gt_linalg_inv(gt_tensor a_A, gt_tensor* out0);
// linalg_inv.out(Tensor A, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_inv_out(gt_tensor a_A, gt_tensor a_out);
// linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)
char* gt_linalg_inv_ex(gt_tensor a_A, bool a_check_errors, gt_tensor* out0, gt_tensor* out1);
// linalg_inv_ex.inverse(Tensor A, *, bool check_errors=False, Tensor(a!) inverse, Tensor(b!) info) -> (Tensor(a!) inverse, Tensor(b!) info)
char* gt_linalg_inv_ex_inverse(gt_tensor a_A, bool a_check_errors, gt_tensor a_inverse, gt_tensor a_info);
// linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)
char* gt_linalg_ldl_factor(gt_tensor a_self, bool a_hermitian, gt_tensor* out0, gt_tensor* out1);
// linalg_ldl_factor.out(Tensor self, *, bool hermitian=False, Tensor(a!) LD, Tensor(b!) pivots) -> (Tensor(a!) LD, Tensor(b!) pivots)
char* gt_linalg_ldl_factor_out(gt_tensor a_self, bool a_hermitian, gt_tensor a_LD, gt_tensor a_pivots);
// linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)
char* gt_linalg_ldl_factor_ex(gt_tensor a_self, bool a_hermitian, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// linalg_ldl_factor_ex.out(Tensor self, *, bool hermitian=False, bool check_errors=False, Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info)
char* gt_linalg_ldl_factor_ex_out(gt_tensor a_self, bool a_hermitian, bool a_check_errors, gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_info);
// linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor
char* gt_linalg_ldl_solve(gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_B, bool a_hermitian, gt_tensor* out0);
// linalg_ldl_solve.out(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_ldl_solve_out(gt_tensor a_LD, gt_tensor a_pivots, gt_tensor a_B, bool a_hermitian, gt_tensor a_out);
// linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)
char* gt_linalg_lstsq(gt_tensor a_self, gt_tensor a_b, const double* a_rcond, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3);
// linalg_lstsq.out(Tensor self, Tensor b, float? rcond=None, *, str? driver=None, Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) -> (Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values)
char* gt_linalg_lstsq_out(gt_tensor a_self, gt_tensor a_b, const double* a_rcond, const char* a_driver, int64_t a_driver_len, gt_tensor a_solution, gt_tensor a_residuals, gt_tensor a_rank, gt_tensor a_singular_values);
// linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)
char* gt_linalg_lu(gt_tensor a_A, bool a_pivot, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// linalg_lu.out(Tensor A, *, bool pivot=True, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U)
char* gt_linalg_lu_out(gt_tensor a_A, bool a_pivot, gt_tensor a_P, gt_tensor a_L, gt_tensor a_U);
// linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)
char* gt_linalg_lu_factor(gt_tensor a_A, bool a_pivot, gt_tensor* out0, gt_tensor* out1);
// linalg_lu_factor.out(Tensor A, *, bool pivot=True, Tensor(a!) LU, Tensor(b!) pivots) -> (Tensor(a!) LU, Tensor(b!) pivots)
char* gt_linalg_lu_factor_out(gt_tensor a_A, bool a_pivot, gt_tensor a_LU, gt_tensor a_pivots);
// linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)
char* gt_linalg_lu_factor_ex(gt_tensor a_A, bool a_pivot, bool a_check_errors, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// linalg_lu_factor_ex.out(Tensor A, *, bool pivot=True, bool check_errors=False, Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info) -> (Tensor(a!) LU, Tensor(b!) pivots, Tensor(c!) info)
char* gt_linalg_lu_factor_ex_out(gt_tensor a_A, bool a_pivot, bool a_check_errors, gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_info);
// linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor
char* gt_linalg_lu_solve(gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_B, bool a_left, bool a_adjoint, gt_tensor* out0);
// linalg_lu_solve.out(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_lu_solve_out(gt_tensor a_LU, gt_tensor a_pivots, gt_tensor a_B, bool a_left, bool a_adjoint, gt_tensor a_out);
// linalg_matmul(Tensor self, Tensor other) -> Tensor
char* gt_linalg_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// linalg_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// linalg_matrix_exp(Tensor self) -> Tensor
char* gt_linalg_matrix_exp(gt_tensor a_self, gt_tensor* out0);
// linalg_matrix_exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_exp_out(gt_tensor a_self, gt_tensor a_out);
// linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_linalg_matrix_norm(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// linalg_matrix_norm.out(Tensor self, Scalar ord, int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_norm_out(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// linalg_matrix_norm.str_ord(Tensor self, str ord='fro', int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_linalg_matrix_norm_str_ord(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// linalg_matrix_norm.str_ord_out(Tensor self, str ord='fro', int[] dim=[-2,-1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_norm_str_ord_out(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// linalg_matrix_power(Tensor self, int n) -> Tensor
char* gt_linalg_matrix_power(gt_tensor a_self, int64_t a_n, gt_tensor* out0);
// linalg_matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_power_out(gt_tensor a_self, int64_t a_n, gt_tensor a_out);
// linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor
char* gt_linalg_matrix_rank(gt_tensor a_self, double a_tol, bool a_hermitian, gt_tensor* out0);
// linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
char* gt_linalg_matrix_rank_atol_rtol_float(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor* out0);
// linalg_matrix_rank.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_rank_atol_rtol_float_out(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor a_out);
// linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
char* gt_linalg_matrix_rank_atol_rtol_tensor(gt_tensor a_input, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor* out0);
// linalg_matrix_rank.atol_rtol_tensor_out(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_rank_atol_rtol_tensor_out(gt_tensor a_input, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor a_out);
// linalg_matrix_rank.out(Tensor self, float tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_rank_out(gt_tensor a_self, double a_tol, bool a_hermitian, gt_tensor a_out);
// linalg_matrix_rank.out_tol_tensor(Tensor input, Tensor tol, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_matrix_rank_out_tol_tensor(gt_tensor a_input, gt_tensor a_tol, bool a_hermitian, gt_tensor a_out);
// linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor
char* gt_linalg_matrix_rank_tol_tensor(gt_tensor a_input, gt_tensor a_tol, bool a_hermitian, gt_tensor* out0);
// linalg_multi_dot(Tensor[] tensors) -> Tensor
char* gt_linalg_multi_dot(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// linalg_multi_dot.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_multi_dot_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_linalg_norm(gt_tensor a_self, const gt_scalar* a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_linalg_norm_ord_str(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// linalg_norm.ord_str_out(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_norm_ord_str_out(gt_tensor a_self, const char* a_ord, int64_t a_ord_len, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// linalg_norm.out(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_norm_out(gt_tensor a_self, const gt_scalar* a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor
char* gt_linalg_pinv(gt_tensor a_self, double a_rcond, bool a_hermitian, gt_tensor* out0);
// linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor
char* gt_linalg_pinv_atol_rtol_float(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor* out0);
// linalg_pinv.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_pinv_atol_rtol_float_out(gt_tensor a_self, const double* a_atol, const double* a_rtol, bool a_hermitian, gt_tensor a_out);
// linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor
char* gt_linalg_pinv_atol_rtol_tensor(gt_tensor a_self, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor* out0);
// linalg_pinv.atol_rtol_tensor_out(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_pinv_atol_rtol_tensor_out(gt_tensor a_self, gt_tensor a_atol, gt_tensor a_rtol, bool a_hermitian, gt_tensor a_out);
// linalg_pinv.out(Tensor self, float rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_pinv_out(gt_tensor a_self, double a_rcond, bool a_hermitian, gt_tensor a_out);
// linalg_pinv.out_rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_pinv_out_rcond_tensor(gt_tensor a_self, gt_tensor a_rcond, bool a_hermitian, gt_tensor a_out);
// linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor
char* gt_linalg_pinv_rcond_tensor(gt_tensor a_self, gt_tensor a_rcond, bool a_hermitian, gt_tensor* out0);
// linalg_qr(Tensor A, str mode='reduced') -> (Tensor Q, Tensor R)
char* gt_linalg_qr(gt_tensor a_A, const char* a_mode, int64_t a_mode_len, gt_tensor* out0, gt_tensor* out1);
// linalg_qr.out(Tensor A, str mode='reduced', *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R)
char* gt_linalg_qr_out(gt_tensor a_A, const char* a_mode, int64_t a_mode_len, gt_tensor a_Q, gt_tensor a_R);
// linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)
char* gt_linalg_slogdet(gt_tensor a_A, gt_tensor* out0, gt_tensor* out1);
// linalg_slogdet.out(Tensor A, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet)
char* gt_linalg_slogdet_out(gt_tensor a_A, gt_tensor a_sign, gt_tensor a_logabsdet);
// linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor
char* gt_linalg_solve(gt_tensor a_A, gt_tensor a_B, bool a_left, gt_tensor* out0);
// linalg_solve.out(Tensor A, Tensor B, *, bool left=True, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_solve_out(gt_tensor a_A, gt_tensor a_B, bool a_left, gt_tensor a_out);
// linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)
char* gt_linalg_solve_ex(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor* out0, gt_tensor* out1);
// linalg_solve_ex.out(Tensor A, Tensor B, *, bool left=True, bool check_errors=False, Tensor(a!) result, Tensor(b!) info) -> (Tensor(a!) result, Tensor(b!) info)
char* gt_linalg_solve_ex_out(gt_tensor a_A, gt_tensor a_B, bool a_left, bool a_check_errors, gt_tensor a_result, gt_tensor a_info);
// linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor
char* gt_linalg_solve_triangular(gt_tensor a_self, gt_tensor a_B, bool a_upper, bool a_left, bool a_unitriangular, gt_tensor* out0);
// linalg_solve_triangular.out(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_solve_triangular_out(gt_tensor a_self, gt_tensor a_B, bool a_upper, bool a_left, bool a_unitriangular, gt_tensor a_out);
// linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)
char* gt_linalg_svd(gt_tensor a_A, bool a_full_matrices, const char* a_driver, int64_t a_driver_len, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// linalg_svd.U(Tensor A, bool full_matrices=True, *, str? driver=None, Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) Vh)
char* gt_linalg_svd_U(gt_tensor a_A, bool a_full_matrices, const char* a_driver, int64_t a_driver_len, gt_tensor a_U, gt_tensor a_S, gt_tensor a_Vh);
// linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor
char* gt_linalg_svdvals(gt_tensor a_A, const char* a_driver, int64_t a_driver_len, gt_tensor* out0);
// linalg_svdvals.out(Tensor A, *, str? driver=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_svdvals_out(gt_tensor a_A, const char* a_driver, int64_t a_driver_len, gt_tensor a_out);
// linalg_tensorinv(Tensor self, int ind=2) -> Tensor
char* gt_linalg_tensorinv(gt_tensor a_self, int64_t a_ind, gt_tensor* out0);
// linalg_tensorinv.out(Tensor self, int ind=2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_tensorinv_out(gt_tensor a_self, int64_t a_ind, gt_tensor a_out);
// linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor
char* gt_linalg_tensorsolve(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// linalg_tensorsolve.out(Tensor self, Tensor other, int[]? dims=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_tensorsolve_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out);
// linalg_vander(Tensor x, *, int? N=None) -> Tensor
char* gt_linalg_vander(gt_tensor a_x, const int64_t* a_N, gt_tensor* out0);
// linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor
char* gt_linalg_vecdot(gt_tensor a_x, gt_tensor a_y, int64_t a_dim, gt_tensor* out0);
// linalg_vecdot.out(Tensor x, Tensor y, *, int dim=-1, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_vecdot_out(gt_tensor a_x, gt_tensor a_y, int64_t a_dim, gt_tensor a_out);
// linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_linalg_vector_norm(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_linalg_vector_norm_out(gt_tensor a_self, gt_scalar a_ord, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
char* gt_linear(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0);
// linear.out(Tensor input, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linear_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_out);
// linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_linear_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_linear_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_linspace(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// linspace.out(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)
char* gt_linspace_out(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, gt_tensor a_out);
// log(Tensor self) -> Tensor
char* gt_log(gt_tensor a_self, gt_tensor* out0);
// log.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log_out(gt_tensor a_self, gt_tensor a_out);
// log10(Tensor self) -> Tensor
char* gt_log10(gt_tensor a_self, gt_tensor* out0);
// log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log10_out(gt_tensor a_self, gt_tensor a_out);
// log10_(Tensor(a!) self) -> Tensor(a!)
char* gt_log10_(gt_tensor a_self);
// log1p(Tensor self) -> Tensor
char* gt_log1p(gt_tensor a_self, gt_tensor* out0);
// log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log1p_out(gt_tensor a_self, gt_tensor a_out);
// log1p_(Tensor(a!) self) -> Tensor(a!)
char* gt_log1p_(gt_tensor a_self);
// log2(Tensor self) -> Tensor
char* gt_log2(gt_tensor a_self, gt_tensor* out0);
// log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log2_out(gt_tensor a_self, gt_tensor a_out);
// log2_(Tensor(a!) self) -> Tensor(a!)
char* gt_log2_(gt_tensor a_self);
// log_(Tensor(a!) self) -> Tensor(a!)
char* gt_log_(gt_tensor a_self);
// log_normal(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
char* gt_log_normal(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor* out0);
// log_normal.out(Tensor self, float mean=1, float std=2, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_log_normal_out(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor a_out);
// log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)
char* gt_log_normal_(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator);
// log_sigmoid(Tensor self) -> Tensor
char* gt_log_sigmoid(gt_tensor a_self, gt_tensor* out0);
// log_sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log_sigmoid_out(gt_tensor a_self, gt_tensor a_out);
// log_sigmoid_backward(Tensor grad_output, Tensor self, Tensor buffer) -> Tensor
char* gt_log_sigmoid_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_buffer, gt_tensor* out0);
// log_sigmoid_backward.grad_input(Tensor grad_output, Tensor self, Tensor buffer, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_log_sigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_buffer, gt_tensor a_grad_input);
// log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)
char* gt_log_sigmoid_forward(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// log_sigmoid_forward.output(Tensor self, *, Tensor(a!) output, Tensor(b!) buffer) -> (Tensor(a!), Tensor(b!))
char* gt_log_sigmoid_forward_output(gt_tensor a_self, gt_tensor a_output, gt_tensor a_buffer);
// log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt_log_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
char* gt_log_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// log_softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_log_softmax_int_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out);
// logaddexp(Tensor self, Tensor other) -> Tensor
char* gt_logaddexp(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// logaddexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logaddexp_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// logaddexp2(Tensor self, Tensor other) -> Tensor
char* gt_logaddexp2(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// logaddexp2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logaddexp2_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// logcumsumexp(Tensor self, int dim) -> Tensor
char* gt_logcumsumexp(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// logcumsumexp.dimname(Tensor self, Dimname dim) -> Tensor
char* gt_logcumsumexp_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0);
// logcumsumexp.dimname_out(Tensor self, Dimname dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logcumsumexp_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_out);
// logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logcumsumexp_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out);
// logdet(Tensor self) -> Tensor
char* gt_logdet(gt_tensor a_self, gt_tensor* out0);
// logical_and(Tensor self, Tensor other) -> Tensor
char* gt_logical_and(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logical_and_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_logical_and_(gt_tensor a_self, gt_tensor a_other);
// logical_not(Tensor self) -> Tensor
char* gt_logical_not(gt_tensor a_self, gt_tensor* out0);
// logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logical_not_out(gt_tensor a_self, gt_tensor a_out);
// logical_not_(Tensor(a!) self) -> Tensor(a!)
char* gt_logical_not_(gt_tensor a_self);
// logical_or(Tensor self, Tensor other) -> Tensor
char* gt_logical_or(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logical_or_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_logical_or_(gt_tensor a_self, gt_tensor a_other);
// logical_xor(Tensor self, Tensor other) -> Tensor
char* gt_logical_xor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logical_xor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_logical_xor_(gt_tensor a_self, gt_tensor a_other);
// logit(Tensor self, float? eps=None) -> Tensor
char* gt_logit(gt_tensor a_self, const double* a_eps, gt_tensor* out0);
// logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logit_out(gt_tensor a_self, const double* a_eps, gt_tensor a_out);
// logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)
char* gt_logit_(gt_tensor a_self, const double* a_eps);
// logit_backward(Tensor grad_output, Tensor self, float? eps=None) -> Tensor
char* gt_logit_backward(gt_tensor a_grad_output, gt_tensor a_self, const double* a_eps, gt_tensor* out0);
// logit_backward.grad_input(Tensor grad_output, Tensor self, float? eps=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_logit_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const double* a_eps, gt_tensor a_grad_input);
// logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_logspace(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, double a_base, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// logspace.out(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logspace_out(gt_scalar a_start, gt_scalar a_end, int64_t a_steps, double a_base, gt_tensor a_out);
// logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
char* gt_logsumexp(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// logsumexp.names(Tensor self, Dimname[1] dim, bool keepdim=False) -> Tensor
char* gt_logsumexp_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// logsumexp.names_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logsumexp_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_logsumexp_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor, Tensor)
char* gt_lstm_data(gt_tensor a_data, gt_tensor a_batch_sizes, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// lstm.input(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor)
char* gt_lstm_input(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> (Tensor, Tensor)
char* gt_lstm_cell(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0, gt_tensor* out1);
// lstm_mps_backward(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor[], Tensor[])
char* gt_lstm_mps_backward(gt_tensor a_grad_y, gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_z_state, gt_tensor a_cell_state_fwd, gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor** out1, int64_t* out1_len, gt_tensor** out2, int64_t* out2_len);
// lstm_mps_backward.out(Tensor grad_y, Tensor? grad_hy, Tensor? grad_cy, Tensor z_state, Tensor cell_state_fwd, Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, Tensor(a!) out0, Tensor(b!)[] out1, Tensor(c!)[] out2) -> ()
char* gt_lstm_mps_backward_out(gt_tensor a_grad_y, gt_tensor a_grad_hy, gt_tensor a_grad_cy, gt_tensor a_z_state, gt_tensor a_cell_state_fwd, gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor a_out0, const gt_tensor* a_out1, int64_t a_out1_len, const gt_tensor* a_out2, int64_t a_out2_len);
// lt.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_lt_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// lt.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lt_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// lt.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_lt_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// lt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lt_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// lt_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_lt__Scalar(gt_tensor a_self, gt_scalar a_other);
// lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_lt__Tensor(gt_tensor a_self, gt_tensor a_other);
// lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor
char* gt_lu_solve(gt_tensor a_self, gt_tensor a_LU_data, gt_tensor a_LU_pivots, gt_tensor* out0);
// lu_solve.out(Tensor self, Tensor LU_data, Tensor LU_pivots, *, Tensor(a!) out) -> Tensor(a!)
char* gt_lu_solve_out(gt_tensor a_self, gt_tensor a_LU_data, gt_tensor a_LU_pivots, gt_tensor a_out);
// lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)
char* gt_lu_unpack(gt_tensor a_LU_data, gt_tensor a_LU_pivots, bool a_unpack_data, bool a_unpack_pivots, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// lu_unpack.out(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True, *, Tensor(a!) P, Tensor(b!) L, Tensor(c!) U) -> (Tensor(a!) P, Tensor(b!) L, Tensor(c!) U)
char* gt_lu_unpack_out(gt_tensor a_LU_data, gt_tensor a_LU_pivots, bool a_unpack_data, bool a_unpack_pivots, gt_tensor a_P, gt_tensor a_L, gt_tensor a_U);
// mH(Tensor(a) self) -> Tensor(a)
char* gt_mH(gt_tensor a_self, gt_tensor* out0);
// mT(Tensor(a) self) -> Tensor(a)
char* gt_mT(gt_tensor a_self, gt_tensor* out0);
// margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=Mean) -> Tensor
char* gt_margin_ranking_loss(gt_tensor a_input1, gt_tensor a_input2, gt_tensor a_target, double a_margin, int64_t a_reduction, gt_tensor* out0);
// masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
char* gt_masked_fill_Scalar(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value, gt_tensor* out0);
// masked_fill.Scalar_out(Tensor self, Tensor mask, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_masked_fill_Scalar_out(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value, gt_tensor a_out);
// masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
char* gt_masked_fill_Tensor(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value, gt_tensor* out0);
// masked_fill.Tensor_out(Tensor self, Tensor mask, Tensor value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_masked_fill_Tensor_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value, gt_tensor a_out);
// masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)
char* gt_masked_fill__Scalar(gt_tensor a_self, gt_tensor a_mask, gt_scalar a_value);
// masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)
char* gt_masked_fill__Tensor(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_value);
// masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor
char* gt_masked_scatter(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source, gt_tensor* out0);
// masked_scatter.out(Tensor self, Tensor mask, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
char* gt_masked_scatter_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source, gt_tensor a_out);
// masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)
char* gt_masked_scatter_(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_source);
// masked_select(Tensor self, Tensor mask) -> Tensor
char* gt_masked_select(gt_tensor a_self, gt_tensor a_mask, gt_tensor* out0);
// masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)
char* gt_masked_select_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_out);
// masked_select_backward(Tensor grad, Tensor input, Tensor mask) -> Tensor
char* gt_masked_select_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor a_mask, gt_tensor* out0);
// matmul(Tensor self, Tensor other) -> Tensor
char* gt_matmul(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_matmul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// matmul_backward(Tensor grad, Tensor self, Tensor other, bool[2] mask) -> (Tensor, Tensor)
char* gt_matmul_backward(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_other, const bool* a_mask, gt_tensor* out0, gt_tensor* out1);
// matmul_backward.out(Tensor grad, Tensor self, Tensor other, bool[2] mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_matmul_backward_out(gt_tensor a_grad, gt_tensor a_self, gt_tensor a_other, const bool* a_mask, gt_tensor a_out0, gt_tensor a_out1);
// matrix_H(Tensor(a) self) -> Tensor(a)
char* gt_matrix_H(gt_tensor a_self, gt_tensor* out0);
// matrix_exp(Tensor self) -> Tensor
char* gt_matrix_exp(gt_tensor a_self, gt_tensor* out0);
// matrix_exp_backward(Tensor self, Tensor grad) -> Tensor
char* gt_matrix_exp_backward(gt_tensor a_self, gt_tensor a_grad, gt_tensor* out0);
// matrix_power(Tensor self, int n) -> Tensor
char* gt_matrix_power(gt_tensor a_self, int64_t a_n, gt_tensor* out0);
// matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_matrix_power_out(gt_tensor a_self, int64_t a_n, gt_tensor a_out);
// max(Tensor self) -> Tensor
char* gt_max(gt_tensor a_self, gt_tensor* out0);
// max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_max_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_max_dim_max(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_max, gt_tensor a_max_values);
// max.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_max_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// max.names_dim_max(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_max_names_dim_max(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_max, gt_tensor a_max_values);
// max.other(Tensor self, Tensor other) -> Tensor
char* gt_max_other(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// max.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_max_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_max_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
char* gt_max_pool1d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1);
// max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
char* gt_max_pool2d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1);
// max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_max_pool2d_with_indices_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out, gt_tensor a_indices);
// max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor
char* gt_max_pool2d_with_indices_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor* out0);
// max_pool2d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_max_pool2d_with_indices_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor a_grad_input);
// max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)
char* gt_max_pool3d_with_indices(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0, gt_tensor* out1);
// max_pool3d_with_indices.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))
char* gt_max_pool3d_with_indices_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out, gt_tensor a_indices);
// max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor
char* gt_max_pool3d_with_indices_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor* out0);
// max_pool3d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_max_pool3d_with_indices_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_indices, gt_tensor a_grad_input);
// max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor
char* gt_max_unpool2d(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// max_unpool2d.out(Tensor self, Tensor indices, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_max_unpool2d_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor
char* gt_max_unpool3d(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// max_unpool3d.out(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_max_unpool3d_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// maximum(Tensor self, Tensor other) -> Tensor
char* gt_maximum(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_maximum_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
char* gt_mean(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// mean.names_dim(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// mean.names_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_mean_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// mean.out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_mean_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// median(Tensor self) -> Tensor
char* gt_median(gt_tensor a_self, gt_tensor* out0);
// median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_median_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// median.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_median_dim_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// median.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_median_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// median.names_dim_values(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_median_names_dim_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// median.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_median_out(gt_tensor a_self, gt_tensor a_out);
// meshgrid(Tensor[] tensors) -> Tensor[]
char* gt_meshgrid(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]
char* gt_meshgrid_indexing(const gt_tensor* a_tensors, int64_t a_tensors_len, const char* a_indexing, int64_t a_indexing_len, gt_tensor** out0, int64_t* out0_len);
// min(Tensor self) -> Tensor
char* gt_min(gt_tensor a_self, gt_tensor* out0);
// min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_min_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// min.dim_min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_min_dim_min(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_min, gt_tensor a_min_indices);
// min.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_min_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// min.names_dim_min(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_min_names_dim_min(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_min, gt_tensor a_min_indices);
// min.other(Tensor self, Tensor other) -> Tensor
char* gt_min_other(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// min.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_min_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// minimum(Tensor self, Tensor other) -> Tensor
char* gt_minimum(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_minimum_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// miopen_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor)
char* gt_miopen_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// miopen_batch_norm.out(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_miopen_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_exponential_average_factor, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// miopen_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon) -> (Tensor, Tensor, Tensor)
char* gt_miopen_batch_norm_backward(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// miopen_batch_norm_backward.out(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_miopen_batch_norm_backward_out(gt_tensor a_input, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_var, double a_epsilon, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// miopen_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
char* gt_miopen_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0);
// miopen_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_miopen_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out);
// miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
char* gt_miopen_convolution_add_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_z, const gt_scalar* a_alpha, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor
char* gt_miopen_convolution_relu(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
char* gt_miopen_convolution_transpose(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0);
// miopen_convolution_transpose.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_miopen_convolution_transpose_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out);
// miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic) -> Tensor
char* gt_miopen_depthwise_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor* out0);
// miopen_depthwise_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -> Tensor(a!)
char* gt_miopen_depthwise_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, bool a_benchmark, bool a_deterministic, gt_tensor a_out);
// miopen_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)
char* gt_miopen_rnn(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor* out3, gt_tensor* out4);
// miopen_rnn.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!) out3, Tensor(e!) out4) -> (Tensor(a!), Tensor(b!), Tensor(c!), Tensor(d!), Tensor(e!))
char* gt_miopen_rnn_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_hx, gt_tensor a_cx, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, gt_tensor a_out3, gt_tensor a_out4);
// miopen_rnn_backward(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask) -> (Tensor, Tensor, Tensor, Tensor[])
char* gt_miopen_rnn_backward(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2, gt_tensor** out3, int64_t* out3_len);
// miopen_rnn_backward.out(Tensor input, Tensor[] weight, int weight_stride0, Tensor weight_buf, Tensor hx, Tensor? cx, Tensor output, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state, Tensor reserve, bool[4] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2, Tensor(d!)[] out3) -> ()
char* gt_miopen_rnn_backward_out(gt_tensor a_input, const gt_tensor* a_weight, int64_t a_weight_len, int64_t a_weight_stride0, gt_tensor a_weight_buf, gt_tensor a_hx, gt_tensor a_cx, gt_tensor a_output, gt_tensor a_grad_output, gt_tensor a_grad_hy, gt_tensor a_grad_cy, int64_t a_mode, int64_t a_hidden_size, int64_t a_num_layers, bool a_batch_first, double a_dropout, bool a_train, bool a_bidirectional, const int64_t* a_batch_sizes, int64_t a_batch_sizes_len, gt_tensor a_dropout_state, gt_tensor a_reserve, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2, const gt_tensor* a_out3, int64_t a_out3_len);
// mish(Tensor self) -> Tensor
char* gt_mish(gt_tensor a_self, gt_tensor* out0);
// mish.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mish_out(gt_tensor a_self, gt_tensor a_out);
// mish_(Tensor(a!) self) -> Tensor(a!)
char* gt_mish_(gt_tensor a_self);
// mish_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt_mish_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor
char* gt_mkldnn_adaptive_avg_pool2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// mkldnn_adaptive_avg_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_adaptive_avg_pool2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// mkldnn_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt_mkldnn_adaptive_avg_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// mkldnn_adaptive_avg_pool2d_backward.out(Tensor grad_output, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_adaptive_avg_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_out);
// mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups) -> Tensor
char* gt_mkldnn_convolution(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// mkldnn_convolution.out(Tensor self, Tensor weight, Tensor? bias, int[] padding, int[] stride, int[] dilation, int groups, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_convolution_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor
char* gt_mkldnn_linear(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, gt_tensor* out0);
// mkldnn_linear.out(Tensor self, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_linear_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_out);
// mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_mkldnn_linear_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// mkldnn_linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_mkldnn_linear_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// mkldnn_linear_backward_input(int[] input_size, Tensor grad_output, Tensor weight) -> Tensor
char* gt_mkldnn_linear_backward_input(const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor* out0);
// mkldnn_linear_backward_input.out(int[] input_size, Tensor grad_output, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_linear_backward_input_out(const int64_t* a_input_size, int64_t a_input_size_len, gt_tensor a_grad_output, gt_tensor a_weight, gt_tensor a_out);
// mkldnn_linear_backward_weights(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined) -> (Tensor, Tensor)
char* gt_mkldnn_linear_backward_weights(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, bool a_bias_defined, gt_tensor* out0, gt_tensor* out1);
// mkldnn_linear_backward_weights.out(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_mkldnn_linear_backward_weights_out(gt_tensor a_grad_output, gt_tensor a_input, gt_tensor a_weight, bool a_bias_defined, gt_tensor a_out0, gt_tensor a_out1);
// mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_mkldnn_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// mkldnn_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// mkldnn_max_pool2d_backward(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_mkldnn_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// mkldnn_max_pool2d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_max_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_mkldnn_max_pool3d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// mkldnn_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_max_pool3d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// mkldnn_max_pool3d_backward(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_mkldnn_max_pool3d_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// mkldnn_max_pool3d_backward.out(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_max_pool3d_backward_out(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_input, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// mkldnn_reorder_conv2d_weight(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1) -> Tensor
char* gt_mkldnn_reorder_conv2d_weight(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// mkldnn_reorder_conv2d_weight.out(Tensor self, int[2] padding=0, int[2] stride=1, int[2] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_reorder_conv2d_weight_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// mkldnn_reorder_conv3d_weight(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1) -> Tensor
char* gt_mkldnn_reorder_conv3d_weight(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor* out0);
// mkldnn_reorder_conv3d_weight.out(Tensor self, int[3] padding=0, int[3] stride=1, int[3] dilation=1, int groups=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mkldnn_reorder_conv3d_weight_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, gt_tensor a_out);
// mm(Tensor self, Tensor mat2) -> Tensor
char* gt_mm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0);
// mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mm_out(gt_tensor a_self, gt_tensor a_mat2, gt_tensor a_out);
// mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_mode(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// mode.dimname(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_mode_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// mode.dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_mode_dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// mode.values(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_mode_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
char* gt_moveaxis_int(gt_tensor a_self, int64_t a_source, int64_t a_destination, gt_tensor* out0);
// moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
char* gt_moveaxis_intlist(gt_tensor a_self, const int64_t* a_source, int64_t a_source_len, const int64_t* a_destination, int64_t a_destination_len, gt_tensor* out0);
// movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
char* gt_movedim_int(gt_tensor a_self, int64_t a_source, int64_t a_destination, gt_tensor* out0);
// movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
char* gt_movedim_intlist(gt_tensor a_self, const int64_t* a_source, int64_t a_source_len, const int64_t* a_destination, int64_t a_destination_len, gt_tensor* out0);
// mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_mps_convolution_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// mps_convolution_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] stride, int[] dilation, int groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_mps_convolution_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask) -> (Tensor, Tensor)
char* gt_mps_convolution_transpose_backward(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1);
// mps_convolution_transpose_backward.out(Tensor self, Tensor grad_output, Tensor weight, int[] padding, int[] output_padding, int[] stride, int[] dilation, int groups, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_mps_convolution_transpose_backward_out(gt_tensor a_self, gt_tensor a_grad_output, gt_tensor a_weight, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_dilation, int64_t a_dilation_len, int64_t a_groups, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1);
// mps_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_mps_max_pool2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// mps_max_pool2d_backward.out(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mps_max_pool2d_backward_out(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
char* gt_mse_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// mse_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mse_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out);
// mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
char* gt_mse_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// mse_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_mse_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_grad_input);
// msort(Tensor self) -> Tensor
char* gt_msort(gt_tensor a_self, gt_tensor* out0);
// msort.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_msort_out(gt_tensor a_self, gt_tensor a_out);
// mul.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_mul_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// mul.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mul_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// mul.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_mul_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// mul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mul_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// mul_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_mul__Scalar(gt_tensor a_self, gt_scalar a_other);
// mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_mul__Tensor(gt_tensor a_self, gt_tensor a_other);
// multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean) -> Tensor
char* gt_multi_margin_loss(gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0);
// multi_margin_loss.out(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_multi_margin_loss_out(gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_out);
// multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=Mean) -> Tensor
char* gt_multi_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor* out0);
// multi_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=Mean, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_multi_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_scalar a_p, gt_scalar a_margin, gt_tensor a_weight, int64_t a_reduction, gt_tensor a_grad_input);
// multilabel_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
char* gt_multilabel_margin_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// multilabel_margin_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_multilabel_margin_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out);
// multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target) -> Tensor
char* gt_multilabel_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_is_target, gt_tensor* out0);
// multilabel_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_multilabel_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_is_target, gt_tensor a_grad_input);
// multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)
char* gt_multilabel_margin_loss_forward(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0, gt_tensor* out1);
// multilabel_margin_loss_forward.output(Tensor self, Tensor target, int reduction, *, Tensor(a!) output, Tensor(b!) is_target) -> (Tensor(a!), Tensor(b!))
char* gt_multilabel_margin_loss_forward_output(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_output, gt_tensor a_is_target);
// multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
char* gt_multinomial(gt_tensor a_self, int64_t a_num_samples, bool a_replacement, gt_generator a_generator, gt_tensor* out0);
// multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_multinomial_out(gt_tensor a_self, int64_t a_num_samples, bool a_replacement, gt_generator a_generator, gt_tensor a_out);
// multiply.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_multiply_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// multiply.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_multiply_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// multiply.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_multiply_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// multiply_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_multiply__Scalar(gt_tensor a_self, gt_scalar a_other);
// multiply_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_multiply__Tensor(gt_tensor a_self, gt_tensor a_other);
// mv(Tensor self, Tensor vec) -> Tensor
char* gt_mv(gt_tensor a_self, gt_tensor a_vec, gt_tensor* out0);
// mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mv_out(gt_tensor a_self, gt_tensor a_vec, gt_tensor a_out);
// mvlgamma(Tensor self, int p) -> Tensor
char* gt_mvlgamma(gt_tensor a_self, int64_t a_p, gt_tensor* out0);
// mvlgamma.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)
char* gt_mvlgamma_out(gt_tensor a_self, int64_t a_p, gt_tensor a_out);
// mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)
char* gt_mvlgamma_(gt_tensor a_self, int64_t a_p);
// nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
char* gt_nan_to_num(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf, gt_tensor* out0);
// nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nan_to_num_out(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf, gt_tensor a_out);
// nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)
char* gt_nan_to_num_(gt_tensor a_self, const double* a_nan, const double* a_posinf, const double* a_neginf);
// nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_nanmean(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// nanmean.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_nanmean_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// nanmedian(Tensor self) -> Tensor
char* gt_nanmedian(gt_tensor a_self, gt_tensor* out0);
// nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_nanmedian_dim(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// nanmedian.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_nanmedian_dim_values(gt_tensor a_self, int64_t a_dim, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// nanmedian.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
char* gt_nanmedian_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// nanmedian.names_dim_values(Tensor self, Dimname dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_nanmedian_names_dim_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_values, gt_tensor a_indices);
// nanmedian.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nanmedian_out(gt_tensor a_self, gt_tensor a_out);
// nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
char* gt_nanquantile(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0);
// nanquantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
char* gt_nanquantile_out(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out);
// nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
char* gt_nanquantile_scalar(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0);
// nanquantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
char* gt_nanquantile_scalar_out(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out);
// nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_nansum(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// nansum.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_nansum_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
char* gt_narrow(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor* out0);
// narrow.Tensor(Tensor(a) self, int dim, Tensor start, int length) -> Tensor(a)
char* gt_narrow_Tensor(gt_tensor a_self, int64_t a_dim, gt_tensor a_start, int64_t a_length, gt_tensor* out0);
// narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor
char* gt_narrow_copy(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor* out0);
// narrow_copy.out(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -> Tensor(a!)
char* gt_narrow_copy_out(gt_tensor a_self, int64_t a_dim, int64_t a_start, int64_t a_length, gt_tensor a_out);
// native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)
char* gt_native_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, *, Tensor(a!) out, Tensor(b!) save_mean, Tensor(c!) save_invstd) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_running_mean, gt_tensor a_running_var, bool a_training, double a_momentum, double a_eps, gt_tensor a_out, gt_tensor a_save_mean, gt_tensor a_save_invstd);
// native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_native_batch_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_invstd, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_batch_norm_backward.out(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_batch_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_weight, gt_tensor a_running_mean, gt_tensor a_running_var, gt_tensor a_save_mean, gt_tensor a_save_invstd, bool a_train, double a_eps, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// native_channel_shuffle(Tensor self, int groups) -> Tensor
char* gt_native_channel_shuffle(gt_tensor a_self, int64_t a_groups, gt_tensor* out0);
// native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)
char* gt_native_dropout(gt_tensor a_input, double a_p, const bool* a_train, gt_tensor* out0, gt_tensor* out1);
// native_dropout.out(Tensor input, float p, bool? train, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_native_dropout_out(gt_tensor a_input, double a_p, const bool* a_train, gt_tensor a_out0, gt_tensor a_out1);
// native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor
char* gt_native_dropout_backward(gt_tensor a_grad_output, gt_tensor a_mask, double a_scale, gt_tensor* out0);
// native_dropout_backward.out(Tensor grad_output, Tensor mask, float scale, *, Tensor(a!) out) -> Tensor(a!)
char* gt_native_dropout_backward_out(gt_tensor a_grad_output, gt_tensor a_mask, double a_scale, gt_tensor a_out);
// native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)
char* gt_native_group_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_group_norm.out(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_group_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, double a_eps, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_native_group_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_group_norm_backward.out(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_group_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, int64_t a_N, int64_t a_C, int64_t a_HxW, int64_t a_group, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)
char* gt_native_layer_norm(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_layer_norm.out(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_layer_norm_out(gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_weight, gt_tensor a_bias, double a_eps, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)
char* gt_native_layer_norm_backward(gt_tensor a_grad_out, gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, gt_tensor a_bias, const bool* a_output_mask, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// native_layer_norm_backward.out(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_native_layer_norm_backward_out(gt_tensor a_grad_out, gt_tensor a_input, const int64_t* a_normalized_shape, int64_t a_normalized_shape_len, gt_tensor a_mean, gt_tensor a_rstd, gt_tensor a_weight, gt_tensor a_bias, const bool* a_output_mask, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// native_norm(Tensor self, Scalar p=2) -> Tensor
char* gt_native_norm(gt_tensor a_self, gt_scalar a_p, gt_tensor* out0);
// native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor
char* gt_native_norm_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// native_norm.ScalarOpt_dim_dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt_native_norm_ScalarOpt_dim_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// native_norm.out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_native_norm_out(gt_tensor a_self, gt_scalar a_p, gt_tensor a_out);
// ne.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_ne_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// ne.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ne_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// ne.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_ne_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// ne.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ne_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// ne_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_ne__Scalar(gt_tensor a_self, gt_scalar a_other);
// ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_ne__Tensor(gt_tensor a_self, gt_tensor a_other);
// neg(Tensor self) -> Tensor
char* gt_neg(gt_tensor a_self, gt_tensor* out0);
// neg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_neg_out(gt_tensor a_self, gt_tensor a_out);
// neg_(Tensor(a!) self) -> Tensor(a!)
char* gt_neg_(gt_tensor a_self);
// negative(Tensor self) -> Tensor
char* gt_negative(gt_tensor a_self, gt_tensor* out0);
// negative.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_negative_out(gt_tensor a_self, gt_tensor a_out);
// negative_(Tensor(a!) self) -> Tensor(a!)
char* gt_negative_(gt_tensor a_self);
// nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
char* gt_nested_to_padded_tensor(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_new_empty(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// new_empty.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_new_empty_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_new_empty_strided(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// new_empty_strided.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -> Tensor(a!)
char* gt_new_empty_strided_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_new_full(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// new_full.out(Tensor self, SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_new_full_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_scalar a_fill_value, gt_tensor a_out);
// new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_new_ones(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// new_ones.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_new_ones_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_new_zeros(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// new_zeros.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_new_zeros_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// nextafter(Tensor self, Tensor other) -> Tensor
char* gt_nextafter(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// nextafter.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nextafter_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_nextafter_(gt_tensor a_self, gt_tensor a_other);
// nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
char* gt_nll_loss(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0);
// nll_loss.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nll_loss_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_out);
// nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
char* gt_nll_loss2d(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0);
// nll_loss2d.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nll_loss2d_out(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_out);
// nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
char* gt_nll_loss2d_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor* out0);
// nll_loss2d_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_nll_loss2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor a_grad_input);
// nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
char* gt_nll_loss2d_forward(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0, gt_tensor* out1);
// nll_loss2d_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))
char* gt_nll_loss2d_forward_output(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_output, gt_tensor a_total_weight);
// nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor
char* gt_nll_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor* out0);
// nll_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_nll_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_total_weight, gt_tensor a_grad_input);
// nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> (Tensor output, Tensor total_weight)
char* gt_nll_loss_forward(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0, gt_tensor* out1);
// nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))
char* gt_nll_loss_forward_output(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor a_output, gt_tensor a_total_weight);
// nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, int ignore_index=-100) -> Tensor
char* gt_nll_loss_nd(gt_tensor a_self, gt_tensor a_target, gt_tensor a_weight, int64_t a_reduction, int64_t a_ignore_index, gt_tensor* out0);
// nonzero(Tensor self) -> Tensor
char* gt_nonzero(gt_tensor a_self, gt_tensor* out0);
// nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nonzero_out(gt_tensor a_self, gt_tensor a_out);
// nonzero_numpy(Tensor self) -> Tensor[]
char* gt_nonzero_numpy(gt_tensor a_self, gt_tensor** out0, int64_t* out0_len);
// norm.Scalar(Tensor self, Scalar p=2) -> Tensor
char* gt_norm_Scalar(gt_tensor a_self, gt_scalar a_p, gt_tensor* out0);
// norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor
char* gt_norm_ScalarOpt_dim(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
char* gt_norm_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor
char* gt_norm_ScalarOpt_dtype(gt_tensor a_self, const gt_scalar* a_p, int32_t a_dtype, gt_tensor* out0);
// norm.ScalarOpt_dtype_out(Tensor self, Scalar? p, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_ScalarOpt_dtype_out(gt_tensor a_self, const gt_scalar* a_p, int32_t a_dtype, gt_tensor a_out);
// norm.Scalar_out(Tensor self, Scalar p=2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_Scalar_out(gt_tensor a_self, gt_scalar a_p, gt_tensor a_out);
// norm.dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// norm.names_ScalarOpt_dim(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False) -> Tensor
char* gt_norm_names_ScalarOpt_dim(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor
char* gt_norm_names_ScalarOpt_dim_dtype(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// norm.names_dtype_out(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_names_dtype_out(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// norm.names_out(Tensor self, Scalar? p, Dimname[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_names_out(gt_tensor a_self, const gt_scalar* a_p, const char* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_norm_out(gt_tensor a_self, const gt_scalar* a_p, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor
char* gt_norm_except_dim(gt_tensor a_v, int64_t a_pow, int64_t a_dim, gt_tensor* out0);
// normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor
char* gt_normal_Tensor_Tensor(gt_tensor a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor* out0);
// normal.Tensor_Tensor_out(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_normal_Tensor_Tensor_out(gt_tensor a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor a_out);
// normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor
char* gt_normal_Tensor_float(gt_tensor a_mean, double a_std, gt_generator a_generator, gt_tensor* out0);
// normal.Tensor_float_out(Tensor mean, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_normal_Tensor_float_out(gt_tensor a_mean, double a_std, gt_generator a_generator, gt_tensor a_out);
// normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor
char* gt_normal_float_Tensor(double a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor* out0);
// normal.float_Tensor_out(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_normal_float_Tensor_out(double a_mean, gt_tensor a_std, gt_generator a_generator, gt_tensor a_out);
// normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_normal_float_float(double a_mean, double a_std, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// normal.float_float_out(float mean, float std, int[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_normal_float_float_out(double a_mean, double a_std, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out);
// normal.out(Tensor self, float mean=0, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_normal_out(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor a_out);
// normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)
char* gt_normal_(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator);
// normal_functional(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
char* gt_normal_functional(gt_tensor a_self, double a_mean, double a_std, gt_generator a_generator, gt_tensor* out0);
// not_equal.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_not_equal_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// not_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_not_equal_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// not_equal.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_not_equal_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// not_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_not_equal_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// not_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_not_equal__Scalar(gt_tensor a_self, gt_scalar a_other);
// not_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_not_equal__Tensor(gt_tensor a_self, gt_tensor a_other);
// nuclear_norm(Tensor self, bool keepdim=False) -> Tensor
char* gt_nuclear_norm(gt_tensor a_self, bool a_keepdim, gt_tensor* out0);
// nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor
char* gt_nuclear_norm_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// nuclear_norm.dim_out(Tensor self, int[2] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nuclear_norm_dim_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// nuclear_norm.out(Tensor self, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_nuclear_norm_out(gt_tensor a_self, bool a_keepdim, gt_tensor a_out);
// numpy_T(Tensor(a) self) -> Tensor(a)
char* gt_numpy_T(gt_tensor a_self, gt_tensor* out0);
// one_hot(Tensor self, int num_classes=-1) -> Tensor
char* gt_one_hot(gt_tensor a_self, int64_t a_num_classes, gt_tensor* out0);
// ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_ones(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// ones.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_ones_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// ones.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_ones_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// ones.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ones_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_ones_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// ones_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_ones_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);
// orgqr(Tensor self, Tensor input2) -> Tensor
char* gt_orgqr(gt_tensor a_self, gt_tensor a_input2, gt_tensor* out0);
// orgqr.out(Tensor self, Tensor input2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_orgqr_out(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_out);
// ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor
char* gt_ormqr(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_input3, bool a_left, bool a_transpose, gt_tensor* out0);
// ormqr.out(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_ormqr_out(gt_tensor a_self, gt_tensor a_input2, gt_tensor a_input3, bool a_left, bool a_transpose, gt_tensor a_out);
// outer(Tensor self, Tensor vec2) -> Tensor
char* gt_outer(gt_tensor a_self, gt_tensor a_vec2, gt_tensor* out0);
// outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)
char* gt_outer_out(gt_tensor a_self, gt_tensor a_vec2, gt_tensor a_out);
// output_nr(Tensor self) -> int
char* gt_output_nr(gt_tensor a_self, int64_t* out0);
// pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor
char* gt_pad(gt_tensor a_self, const int64_t* a_pad, int64_t a_pad_len, const char* a_mode, int64_t a_mode_len, const double* a_value, gt_tensor* out0);
// pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0.0) -> Tensor
char* gt_pad_sequence(const gt_tensor* a_sequences, int64_t a_sequences_len, bool a_batch_first, double a_padding_value, gt_tensor* out0);
// pairwise_distance(Tensor x1, Tensor x2, float p=2, float eps=1e-06, bool keepdim=False) -> Tensor
char* gt_pairwise_distance(gt_tensor a_x1, gt_tensor a_x2, double a_p, double a_eps, bool a_keepdim, gt_tensor* out0);
// pdist(Tensor self, float p=2) -> Tensor
char* gt_pdist(gt_tensor a_self, double a_p, gt_tensor* out0);
// permute(Tensor(a) self, int[] dims) -> Tensor(a)
char* gt_permute(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// permute_copy(Tensor self, int[] dims) -> Tensor
char* gt_permute_copy(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// permute_copy.out(Tensor self, int[] dims, *, Tensor(a!) out) -> Tensor(a!)
char* gt_permute_copy_out(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out);
// pin_memory(Tensor(a) self, Device? device=None) -> Tensor(a)
char* gt_pin_memory(gt_tensor a_self, gt_device a_device, gt_tensor* out0);
// pinverse(Tensor self, float rcond=1e-15) -> Tensor
char* gt_pinverse(gt_tensor a_self, double a_rcond, gt_tensor* out0);
// pixel_shuffle(Tensor self, int upscale_factor) -> Tensor
char* gt_pixel_shuffle(gt_tensor a_self, int64_t a_upscale_factor, gt_tensor* out0);
// pixel_shuffle.out(Tensor self, int upscale_factor, *, Tensor(a!) out) -> Tensor(a!)
char* gt_pixel_shuffle_out(gt_tensor a_self, int64_t a_upscale_factor, gt_tensor a_out);
// pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor
char* gt_pixel_unshuffle(gt_tensor a_self, int64_t a_downscale_factor, gt_tensor* out0);
// pixel_unshuffle.out(Tensor self, int downscale_factor, *, Tensor(a!) out) -> Tensor(a!)
char* gt_pixel_unshuffle_out(gt_tensor a_self, int64_t a_downscale_factor, gt_tensor a_out);
// poisson(Tensor self, Generator? generator=None) -> Tensor
char* gt_poisson(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0);
// poisson.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_poisson_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out);
// poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor
char* gt_poisson_nll_loss(gt_tensor a_input, gt_tensor a_target, bool a_log_input, bool a_full, double a_eps, int64_t a_reduction, gt_tensor* out0);
// polar(Tensor abs, Tensor angle) -> Tensor
char* gt_polar(gt_tensor a_abs, gt_tensor a_angle, gt_tensor* out0);
// polar.out(Tensor abs, Tensor angle, *, Tensor(a!) out) -> Tensor(a!)
char* gt_polar_out(gt_tensor a_abs, gt_tensor a_angle, gt_tensor a_out);
// polygamma(int n, Tensor self) -> Tensor
char* gt_polygamma(int64_t a_n, gt_tensor a_self, gt_tensor* out0);
// polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_polygamma_out(int64_t a_n, gt_tensor a_self, gt_tensor a_out);
// polygamma_(Tensor(a!) self, int n) -> Tensor(a!)
char* gt_polygamma_(gt_tensor a_self, int64_t a_n);
// positive(Tensor(a) self) -> Tensor(a)
char* gt_positive(gt_tensor a_self, gt_tensor* out0);
// pow.Scalar(Scalar self, Tensor exponent) -> Tensor
char* gt_pow_Scalar(gt_scalar a_self, gt_tensor a_exponent, gt_tensor* out0);
// pow.Scalar_out(Scalar self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_pow_Scalar_out(gt_scalar a_self, gt_tensor a_exponent, gt_tensor a_out);
// pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
char* gt_pow_Tensor_Scalar(gt_tensor a_self, gt_scalar a_exponent, gt_tensor* out0);
// pow.Tensor_Scalar_out(Tensor self, Scalar exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_pow_Tensor_Scalar_out(gt_tensor a_self, gt_scalar a_exponent, gt_tensor a_out);
// pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
char* gt_pow_Tensor_Tensor(gt_tensor a_self, gt_tensor a_exponent, gt_tensor* out0);
// pow.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)
char* gt_pow_Tensor_Tensor_out(gt_tensor a_self, gt_tensor a_exponent, gt_tensor a_out);
// pow_.Scalar(Tensor(a!) self, Scalar exponent) -> Tensor(a!)
char* gt_pow__Scalar(gt_tensor a_self, gt_scalar a_exponent);
// pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)
char* gt_pow__Tensor(gt_tensor a_self, gt_tensor a_exponent);
// prelu(Tensor self, Tensor weight) -> Tensor
char* gt_prelu(gt_tensor a_self, gt_tensor a_weight, gt_tensor* out0);
// prelu.out(Tensor self, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)
char* gt_prelu_out(gt_tensor a_self, gt_tensor a_weight, gt_tensor a_out);
// prelu_backward(Tensor grad_output, Tensor self, Tensor weight) -> (Tensor, Tensor)
char* gt_prelu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, gt_tensor* out0, gt_tensor* out1);
// prelu_backward.out(Tensor grad_output, Tensor self, Tensor weight, *, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_prelu_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_weight, gt_tensor a_out0, gt_tensor a_out1);
// prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
char* gt_prod(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// prod.Dimname_out(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_prod_Dimname_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// prod.dim_Dimname(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_prod_dim_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_prod_dim_int(gt_tensor a_self, int64_t a_dim, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_prod_int_out(gt_tensor a_self, int64_t a_dim, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// prod.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_prod_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out);
// promote_types(ScalarType type1, ScalarType type2) -> ScalarType
char* gt_promote_types(int32_t a_type1, int32_t a_type2, int32_t* out0);
// put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor
char* gt_put(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate, gt_tensor* out0);
// put.out(Tensor self, Tensor index, Tensor source, bool accumulate=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_put_out(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate, gt_tensor a_out);
// put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)
char* gt_put_(gt_tensor a_self, gt_tensor a_index, gt_tensor a_source, bool a_accumulate);
// q_per_channel_axis(Tensor self) -> int
char* gt_q_per_channel_axis(gt_tensor a_self, int64_t* out0);
// q_per_channel_scales(Tensor self) -> Tensor
char* gt_q_per_channel_scales(gt_tensor a_self, gt_tensor* out0);
// q_per_channel_scales.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_q_per_channel_scales_out(gt_tensor a_self, gt_tensor a_out);
// q_per_channel_zero_points(Tensor self) -> Tensor
char* gt_q_per_channel_zero_points(gt_tensor a_self, gt_tensor* out0);
// q_per_channel_zero_points.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_q_per_channel_zero_points_out(gt_tensor a_self, gt_tensor a_out);
// q_scale(Tensor self) -> float
char* gt_q_scale(gt_tensor a_self, double* out0);
// q_zero_point(Tensor self) -> int
char* gt_q_zero_point(gt_tensor a_self, int64_t* out0);
// qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)
char* gt_qr(gt_tensor a_self, bool a_some, gt_tensor* out0, gt_tensor* out1);
// qr.Q(Tensor self, bool some=True, *, Tensor(a!) Q, Tensor(b!) R) -> (Tensor(a!) Q, Tensor(b!) R)
char* gt_qr_Q(gt_tensor a_self, bool a_some, gt_tensor a_Q, gt_tensor a_R);
// qscheme(Tensor self) -> QScheme
char* gt_qscheme(gt_tensor a_self, int32_t* out0);
// quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
char* gt_quantile(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0);
// quantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
char* gt_quantile_out(gt_tensor a_self, gt_tensor a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out);
// quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor
char* gt_quantile_scalar(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor* out0);
// quantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor(a!) out) -> Tensor(a!)
char* gt_quantile_scalar_out(gt_tensor a_self, double a_q, const int64_t* a_dim, bool a_keepdim, const char* a_interpolation, int64_t a_interpolation_len, gt_tensor a_out);
// quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor
char* gt_quantize_per_channel(gt_tensor a_self, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, gt_tensor* out0);
// quantize_per_channel.out(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantize_per_channel_out(gt_tensor a_self, gt_tensor a_scales, gt_tensor a_zero_points, int64_t a_axis, int32_t a_dtype, gt_tensor a_out);
// quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor
char* gt_quantize_per_tensor(gt_tensor a_self, double a_scale, int64_t a_zero_point, int32_t a_dtype, gt_tensor* out0);
// quantize_per_tensor.out(Tensor self, float scale, int zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantize_per_tensor_out(gt_tensor a_self, double a_scale, int64_t a_zero_point, int32_t a_dtype, gt_tensor a_out);
// quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) -> Tensor
char* gt_quantize_per_tensor_tensor_qparams(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int32_t a_dtype, gt_tensor* out0);
// quantize_per_tensor.tensor_qparams_out(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantize_per_tensor_tensor_qparams_out(gt_tensor a_self, gt_tensor a_scale, gt_tensor a_zero_point, int32_t a_dtype, gt_tensor a_out);
// quantize_per_tensor.tensors(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype) -> Tensor[]
char* gt_quantize_per_tensor_tensors(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_scales, gt_tensor a_zero_points, int32_t a_dtype, gt_tensor** out0, int64_t* out0_len);
// quantize_per_tensor.tensors_out(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype, *, Tensor(a!)[] out) -> ()
char* gt_quantize_per_tensor_tensors_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_scales, gt_tensor a_zero_points, int32_t a_dtype, const gt_tensor* a_out, int64_t a_out_len);
// quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor
char* gt_quantize_per_tensor_dynamic(gt_tensor a_self, int32_t a_dtype, bool a_reduce_range, gt_tensor* out0);
// quantize_per_tensor_dynamic.out(Tensor self, ScalarType dtype, bool reduce_range, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantize_per_tensor_dynamic_out(gt_tensor a_self, int32_t a_dtype, bool a_reduce_range, gt_tensor a_out);
// quantized_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor
char* gt_quantized_batch_norm(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_var, double a_eps, double a_output_scale, int64_t a_output_zero_point, gt_tensor* out0);
// quantized_batch_norm.out(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantized_batch_norm_out(gt_tensor a_input, gt_tensor a_weight, gt_tensor a_bias, gt_tensor a_mean, gt_tensor a_var, double a_eps, double a_output_scale, int64_t a_output_zero_point, gt_tensor a_out);
// quantized_gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
char* gt_quantized_gru_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0);
// quantized_lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> (Tensor, Tensor)
char* gt_quantized_lstm_cell(gt_tensor a_input, const gt_tensor* a_hx, int64_t a_hx_len, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0, gt_tensor* out1);
// quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_quantized_max_pool1d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// quantized_max_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantized_max_pool1d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor
char* gt_quantized_max_pool2d(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor* out0);
// quantized_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_quantized_max_pool2d_out(gt_tensor a_self, const int64_t* a_kernel_size, int64_t a_kernel_size_len, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, bool a_ceil_mode, gt_tensor a_out);
// quantized_rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
char* gt_quantized_rnn_relu_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0);
// quantized_rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor
char* gt_quantized_rnn_tanh_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor a_packed_ih, gt_tensor a_packed_hh, gt_tensor a_col_offsets_ih, gt_tensor a_col_offsets_hh, gt_scalar a_scale_ih, gt_scalar a_scale_hh, gt_scalar a_zero_point_ih, gt_scalar a_zero_point_hh, gt_tensor* out0);
// rad2deg(Tensor self) -> Tensor
char* gt_rad2deg(gt_tensor a_self, gt_tensor* out0);
// rad2deg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rad2deg_out(gt_tensor a_self, gt_tensor a_out);
// rad2deg_(Tensor(a!) self) -> Tensor(a!)
char* gt_rad2deg_(gt_tensor a_self);
// rand(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_rand(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_rand_generator(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// rand.generator_out(int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
char* gt_rand_generator_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out);
// rand.generator_with_names(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_rand_generator_with_names(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// rand.generator_with_names_out(int[] size, *, Generator? generator, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_rand_generator_with_names_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// rand.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_rand_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// rand.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_rand_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// rand.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rand_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_rand_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// rand_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_rand_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);
// randint(int high, int[] size, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randint(int64_t a_high, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randint.generator(int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randint_generator(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randint.generator_out(int high, int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_generator_out(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out);
// randint.low(int low, int high, int[] size, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randint_low(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randint.low_generator(int low, int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randint_low_generator(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randint.low_generator_out(int low, int high, int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_low_generator_out(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out);
// randint.low_out(int low, int high, int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_low_out(int64_t a_low, int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// randint.out(int high, int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_out(int64_t a_high, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// randint_like(Tensor self, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_randint_like(gt_tensor a_self, int64_t a_high, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_randint_like_low_dtype(gt_tensor a_self, int64_t a_low, int64_t a_high, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// randint_like.low_dtype_out(Tensor self, int low, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_like_low_dtype_out(gt_tensor a_self, int64_t a_low, int64_t a_high, int32_t a_memory_format, gt_tensor a_out);
// randint_like.out(Tensor self, int high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_randint_like_out(gt_tensor a_self, int64_t a_high, int32_t a_memory_format, gt_tensor a_out);
// randn(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randn(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randn.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randn_generator(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randn.generator_out(int[] size, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
char* gt_randn_generator_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, gt_tensor a_out);
// randn.generator_with_names(int[] size, *, Generator? generator, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randn_generator_with_names(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randn.generator_with_names_out(int[] size, *, Generator? generator, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_randn_generator_with_names_out(const int64_t* a_size, int64_t a_size_len, gt_generator a_generator, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// randn.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randn_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randn.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_randn_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// randn.out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_randn_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_randn_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// randn_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_randn_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);
// random(Tensor self, *, Generator? generator=None) -> Tensor
char* gt_random(gt_tensor a_self, gt_generator a_generator, gt_tensor* out0);
// random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor
char* gt_random_from(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator, gt_tensor* out0);
// random.from_out(Tensor self, int from, int? to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_random_from_out(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator, gt_tensor a_out);
// random.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_random_out(gt_tensor a_self, gt_generator a_generator, gt_tensor a_out);
// random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor
char* gt_random_to(gt_tensor a_self, int64_t a_to, gt_generator a_generator, gt_tensor* out0);
// random.to_out(Tensor self, int to, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_random_to_out(gt_tensor a_self, int64_t a_to, gt_generator a_generator, gt_tensor a_out);
// random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)
char* gt_random_(gt_tensor a_self, gt_generator a_generator);
// random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)
char* gt_random__from(gt_tensor a_self, int64_t a_from, const int64_t* a_to, gt_generator a_generator);
// random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)
char* gt_random__to(gt_tensor a_self, int64_t a_to, gt_generator a_generator);
// randperm(int n, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randperm(int64_t a_n, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randperm.generator(int n, *, Generator? generator, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_randperm_generator(int64_t a_n, gt_generator a_generator, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// randperm.generator_out(int n, *, Generator? generator, Tensor(a!) out) -> Tensor(a!)
char* gt_randperm_generator_out(int64_t a_n, gt_generator a_generator, gt_tensor a_out);
// randperm.out(int n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_randperm_out(int64_t a_n, gt_tensor a_out);
// range(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_range(gt_scalar a_start, gt_scalar a_end, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// range.out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_range_out(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, gt_tensor a_out);
// range.out_(Scalar start, Scalar end, *, Tensor(a!) out) -> Tensor(a!)
char* gt_range_out_(gt_scalar a_start, gt_scalar a_end, gt_tensor a_out);
// range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_range_step(gt_scalar a_start, gt_scalar a_end, gt_scalar a_step, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// ravel(Tensor(a) self) -> Tensor(a)
char* gt_ravel(gt_tensor a_self, gt_tensor* out0);
// real(Tensor(a) self) -> Tensor(a)
char* gt_real(gt_tensor a_self, gt_tensor* out0);
// reciprocal(Tensor self) -> Tensor
char* gt_reciprocal(gt_tensor a_self, gt_tensor* out0);
// reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_reciprocal_out(gt_tensor a_self, gt_tensor a_out);
// reciprocal_(Tensor(a!) self) -> Tensor(a!)
char* gt_reciprocal_(gt_tensor a_self);
// record_stream(Tensor(a!) self, Stream s) -> ()
char* gt_record_stream(gt_tensor a_self, gt_stream a_s);
// refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)
char* gt_refine_names(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0);
// reflection_pad1d(Tensor self, int[2] padding) -> Tensor
char* gt_reflection_pad1d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_reflection_pad1d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
char* gt_reflection_pad1d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_reflection_pad1d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// reflection_pad2d(Tensor self, int[4] padding) -> Tensor
char* gt_reflection_pad2d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_reflection_pad2d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
char* gt_reflection_pad2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_reflection_pad2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// reflection_pad3d(Tensor self, int[6] padding) -> Tensor
char* gt_reflection_pad3d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_reflection_pad3d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
char* gt_reflection_pad3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// reflection_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_reflection_pad3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// relu(Tensor self) -> Tensor
char* gt_relu(gt_tensor a_self, gt_tensor* out0);
// relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_relu_out(gt_tensor a_self, gt_tensor a_out);
// relu6(Tensor self) -> Tensor
char* gt_relu6(gt_tensor a_self, gt_tensor* out0);
// relu6_(Tensor(a!) self) -> Tensor(a!)
char* gt_relu6_(gt_tensor a_self);
// relu_(Tensor(a!) self) -> Tensor(a!)
char* gt_relu_(gt_tensor a_self);
// remainder.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_remainder_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
char* gt_remainder_Scalar_Tensor(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// remainder.Scalar_Tensor_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_remainder_Scalar_Tensor_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// remainder.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_remainder_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// remainder.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_remainder_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_remainder_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// remainder_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_remainder__Scalar(gt_tensor a_self, gt_scalar a_other);
// remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_remainder__Tensor(gt_tensor a_self, gt_tensor a_other);
// rename(Tensor(a) self, Dimname[]? names) -> Tensor(a)
char* gt_rename(gt_tensor a_self, const char* a_names, int64_t a_names_len, gt_tensor* out0);
// rename_(Tensor(a!) self, Dimname[]? names) -> Tensor(a!)
char* gt_rename_(gt_tensor a_self, const char* a_names, int64_t a_names_len);
// renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor
char* gt_renorm(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm, gt_tensor* out0);
// renorm.out(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -> Tensor(a!)
char* gt_renorm_out(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm, gt_tensor a_out);
// renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)
char* gt_renorm_(gt_tensor a_self, gt_scalar a_p, int64_t a_dim, gt_scalar a_maxnorm);
// repeat(Tensor self, SymInt[] repeats) -> Tensor
char* gt_repeat(gt_tensor a_self, const int64_t* a_repeats, int64_t a_repeats_len, gt_tensor* out0);
// repeat.out(Tensor self, SymInt[] repeats, *, Tensor(a!) out) -> Tensor(a!)
char* gt_repeat_out(gt_tensor a_self, const int64_t* a_repeats, int64_t a_repeats_len, gt_tensor a_out);
// repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor
char* gt_repeat_interleave_Tensor(gt_tensor a_repeats, const int64_t* a_output_size, gt_tensor* out0);
// repeat_interleave.Tensor_out(Tensor repeats, *, int? output_size=None, Tensor(a!) out) -> Tensor(a!)
char* gt_repeat_interleave_Tensor_out(gt_tensor a_repeats, const int64_t* a_output_size, gt_tensor a_out);
// repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor
char* gt_repeat_interleave_self_Tensor(gt_tensor a_self, gt_tensor a_repeats, const int64_t* a_dim, const int64_t* a_output_size, gt_tensor* out0);
// repeat_interleave.self_int(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor
char* gt_repeat_interleave_self_int(gt_tensor a_self, int64_t a_repeats, const int64_t* a_dim, const int64_t* a_output_size, gt_tensor* out0);
// replication_pad1d(Tensor self, int[2] padding) -> Tensor
char* gt_replication_pad1d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad1d.out(Tensor self, int[2] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_replication_pad1d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor
char* gt_replication_pad1d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad1d_backward.grad_input(Tensor grad_output, Tensor self, int[2] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_replication_pad1d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// replication_pad2d(Tensor self, int[4] padding) -> Tensor
char* gt_replication_pad2d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad2d.out(Tensor self, int[4] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_replication_pad2d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor
char* gt_replication_pad2d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad2d_backward.grad_input(Tensor grad_output, Tensor self, int[4] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_replication_pad2d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// replication_pad3d(Tensor self, int[6] padding) -> Tensor
char* gt_replication_pad3d(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad3d.out(Tensor self, int[6] padding, *, Tensor(a!) out) -> Tensor(a!)
char* gt_replication_pad3d_out(gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor
char* gt_replication_pad3d_backward(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// replication_pad3d_backward.grad_input(Tensor grad_output, Tensor self, int[6] padding, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_replication_pad3d_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_grad_input);
// requires_grad_(Tensor(a!) self, bool requires_grad=True) -> Tensor(a!)
char* gt_requires_grad_(gt_tensor a_self, bool a_requires_grad);
// reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)
char* gt_reshape(gt_tensor a_self, const int64_t* a_shape, int64_t a_shape_len, gt_tensor* out0);
// reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)
char* gt_reshape_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor
char* gt_resize(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor* out0);
// resize.out(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_resize_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format, gt_tensor a_out);
// resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)
char* gt_resize_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int32_t a_memory_format);
// resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor
char* gt_resize_as(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format, gt_tensor* out0);
// resize_as.out(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_resize_as_out(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format, gt_tensor a_out);
// resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor(a!)
char* gt_resize_as_(gt_tensor a_self, gt_tensor a_the_template, int32_t a_memory_format);
// resize_as_sparse(Tensor self, Tensor the_template) -> Tensor
char* gt_resize_as_sparse(gt_tensor a_self, gt_tensor a_the_template, gt_tensor* out0);
// resize_as_sparse.out(Tensor self, Tensor the_template, *, Tensor(a!) out) -> Tensor(a!)
char* gt_resize_as_sparse_out(gt_tensor a_self, gt_tensor a_the_template, gt_tensor a_out);
// resize_as_sparse_(Tensor(a!) self, Tensor the_template) -> Tensor(a!)
char* gt_resize_as_sparse_(gt_tensor a_self, gt_tensor a_the_template);
// resolve_conj(Tensor(a) self) -> Tensor(a)
char* gt_resolve_conj(gt_tensor a_self, gt_tensor* out0);
// resolve_neg(Tensor(a) self) -> Tensor(a)
char* gt_resolve_neg(gt_tensor a_self, gt_tensor* out0);
// result_type.Scalar(Tensor tensor, Scalar other) -> ScalarType
char* gt_result_type_Scalar(gt_tensor a_tensor, gt_scalar a_other, int32_t* out0);
// result_type.Scalar_Scalar(Scalar scalar1, Scalar scalar2) -> ScalarType
char* gt_result_type_Scalar_Scalar(gt_scalar a_scalar1, gt_scalar a_scalar2, int32_t* out0);
// result_type.Scalar_Tensor(Scalar scalar, Tensor tensor) -> ScalarType
char* gt_result_type_Scalar_Tensor(gt_scalar a_scalar, gt_tensor a_tensor, int32_t* out0);
// result_type.Tensor(Tensor tensor, Tensor other) -> ScalarType
char* gt_result_type_Tensor(gt_tensor a_tensor, gt_tensor a_other, int32_t* out0);
// retain_grad(Tensor(a!) self) -> ()
char* gt_retain_grad(gt_tensor a_self);
// retains_grad(Tensor self) -> bool
char* gt_retains_grad(gt_tensor a_self, bool* out0);
// rnn_relu.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
char* gt_rnn_relu_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1);
// rnn_relu.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
char* gt_rnn_relu_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1);
// rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
char* gt_rnn_relu_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0);
// rnn_tanh.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)
char* gt_rnn_tanh_data(gt_tensor a_data, gt_tensor a_batch_sizes, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, gt_tensor* out0, gt_tensor* out1);
// rnn_tanh.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)
char* gt_rnn_tanh_input(gt_tensor a_input, gt_tensor a_hx, const gt_tensor* a_params, int64_t a_params_len, bool a_has_biases, int64_t a_num_layers, double a_dropout, bool a_train, bool a_bidirectional, bool a_batch_first, gt_tensor* out0, gt_tensor* out1);
// rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor
char* gt_rnn_tanh_cell(gt_tensor a_input, gt_tensor a_hx, gt_tensor a_w_ih, gt_tensor a_w_hh, gt_tensor a_b_ih, gt_tensor a_b_hh, gt_tensor* out0);
// roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor
char* gt_roll(gt_tensor a_self, const int64_t* a_shifts, int64_t a_shifts_len, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// roll.out(Tensor self, int[1] shifts, int[1] dims=[], *, Tensor(a!) out) -> Tensor(a!)
char* gt_roll_out(gt_tensor a_self, const int64_t* a_shifts, int64_t a_shifts_len, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out);
// rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor
char* gt_rot90(gt_tensor a_self, int64_t a_k, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// rot90.out(Tensor self, int k=1, int[] dims=[0,1], *, Tensor(a!) out) -> Tensor(a!)
char* gt_rot90_out(gt_tensor a_self, int64_t a_k, const int64_t* a_dims, int64_t a_dims_len, gt_tensor a_out);
// round(Tensor self) -> Tensor
char* gt_round(gt_tensor a_self, gt_tensor* out0);
// round.decimals(Tensor self, *, int decimals) -> Tensor
char* gt_round_decimals(gt_tensor a_self, int64_t a_decimals, gt_tensor* out0);
// round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)
char* gt_round_decimals_out(gt_tensor a_self, int64_t a_decimals, gt_tensor a_out);
// round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_round_out(gt_tensor a_self, gt_tensor a_out);
// round_(Tensor(a!) self) -> Tensor(a!)
char* gt_round_(gt_tensor a_self);
// round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)
char* gt_round__decimals(gt_tensor a_self, int64_t a_decimals);
// row_indices(Tensor(a) self) -> Tensor(a)
char* gt_row_indices(gt_tensor a_self, gt_tensor* out0);
// row_indices_copy(Tensor self) -> Tensor
char* gt_row_indices_copy(gt_tensor a_self, gt_tensor* out0);
// row_indices_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_row_indices_copy_out(gt_tensor a_self, gt_tensor a_out);
// row_stack(Tensor[] tensors) -> Tensor
char* gt_row_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// row_stack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_row_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor
char* gt_rrelu(gt_tensor a_self, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor* out0);
// rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)
char* gt_rrelu_(gt_tensor a_self, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator);
// rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor
char* gt_rrelu_with_noise(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor* out0);
// rrelu_with_noise.out(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rrelu_with_noise_out(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator, gt_tensor a_out);
// rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, Generator? generator=None) -> Tensor(a!)
char* gt_rrelu_with_noise_(gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, gt_generator a_generator);
// rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor
char* gt_rrelu_with_noise_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, bool a_self_is_result, gt_tensor* out0);
// rrelu_with_noise_backward.out(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rrelu_with_noise_backward_out(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_noise, gt_scalar a_lower, gt_scalar a_upper, bool a_training, bool a_self_is_result, gt_tensor a_out);
// rsqrt(Tensor self) -> Tensor
char* gt_rsqrt(gt_tensor a_self, gt_tensor* out0);
// rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rsqrt_out(gt_tensor a_self, gt_tensor a_out);
// rsqrt_(Tensor(a!) self) -> Tensor(a!)
char* gt_rsqrt_(gt_tensor a_self);
// rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
char* gt_rsub_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0);
// rsub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_rsub_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out);
// rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
char* gt_rsub_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// rsub.Tensor_out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_rsub_Tensor_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out);
// scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_scalar_tensor(gt_scalar a_s, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// scalar_tensor.out(Scalar s, *, Tensor(a!) out) -> Tensor(a!)
char* gt_scalar_tensor_out(gt_scalar a_s, gt_tensor a_out);
// scatter.dimname_src(Tensor self, Dimname dim, Tensor index, Tensor src) -> Tensor
char* gt_scatter_dimname_src(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0);
// scatter.dimname_value(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
char* gt_scatter_dimname_value(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0);
// scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor
char* gt_scatter_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, gt_tensor* out0);
// scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_out);
// scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
char* gt_scatter_src(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0);
// scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_src_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor a_out);
// scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
char* gt_scatter_value(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor* out0);
// scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_value_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, gt_tensor a_out);
// scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor
char* gt_scatter_value_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len, gt_tensor* out0);
// scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_value_reduce_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_out);
// scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)
char* gt_scatter__reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len);
// scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
char* gt_scatter__src(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src);
// scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)
char* gt_scatter__value(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value);
// scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)
char* gt_scatter__value_reduce(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_scalar a_value, const char* a_reduce, int64_t a_reduce_len);
// scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
char* gt_scatter_add(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0);
// scatter_add.dimname(Tensor self, Dimname dim, Tensor index, Tensor src) -> Tensor
char* gt_scatter_add_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor a_index, gt_tensor a_src, gt_tensor* out0);
// scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_add_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, gt_tensor a_out);
// scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)
char* gt_scatter_add_(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src);
// scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor
char* gt_scatter_reduce_two(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor* out0);
// scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)
char* gt_scatter_reduce_two_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self, gt_tensor a_out);
// scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)
char* gt_scatter_reduce__two(gt_tensor a_self, int64_t a_dim, gt_tensor a_index, gt_tensor a_src, const char* a_reduce, int64_t a_reduce_len, bool a_include_self);
// searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
char* gt_searchsorted_Scalar(gt_tensor a_sorted_sequence, gt_scalar a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor* out0);
// searchsorted.Scalar_out(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!)
char* gt_searchsorted_Scalar_out(gt_tensor a_sorted_sequence, gt_scalar a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor a_out);
// searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
char* gt_searchsorted_Tensor(gt_tensor a_sorted_sequence, gt_tensor a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor* out0);
// searchsorted.Tensor_out(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor(a!) out) -> Tensor(a!)
char* gt_searchsorted_Tensor_out(gt_tensor a_sorted_sequence, gt_tensor a_self, bool a_out_int32, bool a_right, const char* a_side, int64_t a_side_len, gt_tensor a_sorter, gt_tensor a_out);
// segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor
char* gt_segment_reduce(gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_indices, gt_tensor a_offsets, int64_t a_axis, bool a_unsafe, const gt_scalar* a_initial, gt_tensor* out0);
// segment_reduce.out(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None, Tensor(a!) out) -> Tensor(a!)
char* gt_segment_reduce_out(gt_tensor a_data, const char* a_reduce, int64_t a_reduce_len, gt_tensor a_lengths, gt_tensor a_indices, gt_tensor a_offsets, int64_t a_axis, bool a_unsafe, const gt_scalar* a_initial, gt_tensor a_out);
// select.Dimname(Tensor(a) self, Dimname dim, int index) -> Tensor(a)
char* gt_select_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t a_index, gt_tensor* out0);
// select.int(Tensor(a) self, int dim, int index) -> Tensor(a)
char* gt_select_int(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0);
// select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, int index) -> Tensor
char* gt_select_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_index, gt_tensor* out0);
// select_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_select_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_index, gt_tensor a_out);
// select_copy.int(Tensor self, int dim, int index) -> Tensor
char* gt_select_copy_int(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor* out0);
// select_copy.int_out(Tensor self, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_select_copy_int_out(gt_tensor a_self, int64_t a_dim, int64_t a_index, gt_tensor a_out);
// select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor
char* gt_select_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, int64_t a_index, gt_tensor* out0);
// select_scatter.out(Tensor self, Tensor src, int dim, int index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_select_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, int64_t a_index, gt_tensor a_out);
// selu(Tensor self) -> Tensor
char* gt_selu(gt_tensor a_self, gt_tensor* out0);
// selu_(Tensor(a!) self) -> Tensor(a!)
char* gt_selu_(gt_tensor a_self);
// set(Tensor self) -> Tensor
char* gt_set(gt_tensor a_self, gt_tensor* out0);
// set.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_set_out(gt_tensor a_self, gt_tensor a_out);
// set.source_Storage(Tensor self, Storage source) -> Tensor
char* gt_set_source_Storage(gt_tensor a_self, gt_storage a_source, gt_tensor* out0);
// set.source_Storage_out(Tensor self, Storage source, *, Tensor(a!) out) -> Tensor(a!)
char* gt_set_source_Storage_out(gt_tensor a_self, gt_storage a_source, gt_tensor a_out);
// set.source_Storage_storage_offset(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor
char* gt_set_source_Storage_storage_offset(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor* out0);
// set.source_Storage_storage_offset_out(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[], *, Tensor(a!) out) -> Tensor(a!)
char* gt_set_source_Storage_storage_offset_out(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len, gt_tensor a_out);
// set.source_Tensor(Tensor self, Tensor source) -> Tensor
char* gt_set_source_Tensor(gt_tensor a_self, gt_tensor a_source, gt_tensor* out0);
// set.source_Tensor_out(Tensor self, Tensor source, *, Tensor(a!) out) -> Tensor(a!)
char* gt_set_source_Tensor_out(gt_tensor a_self, gt_tensor a_source, gt_tensor a_out);
// set_(Tensor(a!) self) -> Tensor(a!)
char* gt_set_(gt_tensor a_self);
// set_.source_Storage(Tensor(a!) self, Storage source) -> Tensor(a!)
char* gt_set__source_Storage(gt_tensor a_self, gt_storage a_source);
// set_.source_Storage_storage_offset(Tensor(a!) self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!)
char* gt_set__source_Storage_storage_offset(gt_tensor a_self, gt_storage a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len);
// set_.source_Tensor(Tensor(a!) self, Tensor source) -> Tensor(a!)
char* gt_set__source_Tensor(gt_tensor a_self, gt_tensor a_source);
// set_.source_Tensor_storage_offset(Tensor(a!) self, Tensor source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -> Tensor(a!)
char* gt_set__source_Tensor_storage_offset(gt_tensor a_self, gt_tensor a_source, int64_t a_storage_offset, const int64_t* a_size, int64_t a_size_len, const int64_t* a_stride, int64_t a_stride_len);
// set_data(Tensor(a!) self, Tensor new_data) -> ()
char* gt_set_data(gt_tensor a_self, gt_tensor a_new_data);
// sgn(Tensor self) -> Tensor
char* gt_sgn(gt_tensor a_self, gt_tensor* out0);
// sgn.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sgn_out(gt_tensor a_self, gt_tensor a_out);
// sgn_(Tensor(a!) self) -> Tensor(a!)
char* gt_sgn_(gt_tensor a_self);
// sigmoid(Tensor self) -> Tensor
char* gt_sigmoid(gt_tensor a_self, gt_tensor* out0);
// sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sigmoid_out(gt_tensor a_self, gt_tensor a_out);
// sigmoid_(Tensor(a!) self) -> Tensor(a!)
char* gt_sigmoid_(gt_tensor a_self);
// sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor
char* gt_sigmoid_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor* out0);
// sigmoid_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_sigmoid_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_grad_input);
// sign(Tensor self) -> Tensor
char* gt_sign(gt_tensor a_self, gt_tensor* out0);
// sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sign_out(gt_tensor a_self, gt_tensor a_out);
// sign_(Tensor(a!) self) -> Tensor(a!)
char* gt_sign_(gt_tensor a_self);
// signbit(Tensor self) -> Tensor
char* gt_signbit(gt_tensor a_self, gt_tensor* out0);
// signbit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_signbit_out(gt_tensor a_self, gt_tensor a_out);
// silu(Tensor self) -> Tensor
char* gt_silu(gt_tensor a_self, gt_tensor* out0);
// silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_silu_out(gt_tensor a_self, gt_tensor a_out);
// silu_(Tensor(a!) self) -> Tensor(a!)
char* gt_silu_(gt_tensor a_self);
// silu_backward(Tensor grad_output, Tensor self) -> Tensor
char* gt_silu_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor* out0);
// silu_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_silu_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_grad_input);
// sin(Tensor self) -> Tensor
char* gt_sin(gt_tensor a_self, gt_tensor* out0);
// sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sin_out(gt_tensor a_self, gt_tensor a_out);
// sin_(Tensor(a!) self) -> Tensor(a!)
char* gt_sin_(gt_tensor a_self);
// sinc(Tensor self) -> Tensor
char* gt_sinc(gt_tensor a_self, gt_tensor* out0);
// sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sinc_out(gt_tensor a_self, gt_tensor a_out);
// sinc_(Tensor(a!) self) -> Tensor(a!)
char* gt_sinc_(gt_tensor a_self);
// sinh(Tensor self) -> Tensor
char* gt_sinh(gt_tensor a_self, gt_tensor* out0);
// sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sinh_out(gt_tensor a_self, gt_tensor a_out);
// sinh_(Tensor(a!) self) -> Tensor(a!)
char* gt_sinh_(gt_tensor a_self);
// size.Dimname(Tensor self, Dimname dim) -> int
char* gt_size_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t* out0);
// size.int(Tensor self, int dim) -> int
char* gt_size_int(gt_tensor a_self, int64_t a_dim, int64_t* out0);
// slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)
char* gt_slice_Tensor(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0);
// slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor
char* gt_slice_backward(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_start, int64_t a_end, int64_t a_step, gt_tensor* out0);
// slice_backward.out(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slice_backward_out(gt_tensor a_grad_output, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_start, int64_t a_end, int64_t a_step, gt_tensor a_out);
// slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
char* gt_slice_copy_Tensor(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0);
// slice_copy.Tensor_out(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slice_copy_Tensor_out(gt_tensor a_self, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor a_out);
// slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor
char* gt_slice_scatter(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor* out0);
// slice_scatter.out(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slice_scatter_out(gt_tensor a_self, gt_tensor a_src, int64_t a_dim, const int64_t* a_start, const int64_t* a_end, int64_t a_step, gt_tensor a_out);
// slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)
char* gt_slogdet(gt_tensor a_self, gt_tensor* out0, gt_tensor* out1);
// slogdet.out(Tensor self, *, Tensor(a!) sign, Tensor(b!) logabsdet) -> (Tensor(a!) sign, Tensor(b!) logabsdet)
char* gt_slogdet_out(gt_tensor a_self, gt_tensor a_sign, gt_tensor a_logabsdet);
// slow_conv3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0) -> Tensor
char* gt_slow_conv3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// slow_conv3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slow_conv3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// slow_conv3d_forward(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding) -> Tensor
char* gt_slow_conv3d_forward(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// slow_conv3d_forward.output(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias, int[3] stride, int[3] padding, *, Tensor(a!) output) -> Tensor(a!)
char* gt_slow_conv3d_forward_output(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_output);
// slow_conv_dilated2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1) -> Tensor
char* gt_slow_conv_dilated2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// slow_conv_dilated2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slow_conv_dilated2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// slow_conv_dilated3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1) -> Tensor
char* gt_slow_conv_dilated3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// slow_conv_dilated3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slow_conv_dilated3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// slow_conv_transpose2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1) -> Tensor
char* gt_slow_conv_transpose2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// slow_conv_transpose2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slow_conv_transpose2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// slow_conv_transpose3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1) -> Tensor
char* gt_slow_conv_transpose3d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor* out0);
// slow_conv_transpose3d.out(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_slow_conv_transpose3d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, const int64_t* a_output_padding, int64_t a_output_padding_len, const int64_t* a_dilation, int64_t a_dilation_len, gt_tensor a_out);
// smm(Tensor self, Tensor mat2) -> Tensor
char* gt_smm(gt_tensor a_self, gt_tensor a_mat2, gt_tensor* out0);
// smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor
char* gt_smooth_l1_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor* out0);
// smooth_l1_loss.out(Tensor self, Tensor target, int reduction=Mean, float beta=1.0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_smooth_l1_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor a_out);
// smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor
char* gt_smooth_l1_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor* out0);
// smooth_l1_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_smooth_l1_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, double a_beta, gt_tensor a_grad_input);
// soft_margin_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor
char* gt_soft_margin_loss(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// soft_margin_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)
char* gt_soft_margin_loss_out(gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_out);
// soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor
char* gt_soft_margin_loss_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor* out0);
// soft_margin_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, int reduction, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_soft_margin_loss_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_tensor a_target, int64_t a_reduction, gt_tensor a_grad_input);
// softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
char* gt_softmax_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int32_t a_dtype, gt_tensor* out0);
// softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
char* gt_softmax_int(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// softmax.int_out(Tensor self, int dim, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_softmax_int_out(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor a_out);
// softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor
char* gt_softplus(gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor* out0);
// softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)
char* gt_softplus_out(gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor a_out);
// softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor
char* gt_softplus_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor* out0);
// softplus_backward.grad_input(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_softplus_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_beta, gt_scalar a_threshold, gt_tensor a_grad_input);
// softshrink(Tensor self, Scalar lambd=0.5) -> Tensor
char* gt_softshrink(gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0);
// softshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -> Tensor(a!)
char* gt_softshrink_out(gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_out);
// softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor
char* gt_softshrink_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_lambd, gt_tensor* out0);
// softshrink_backward.grad_input(Tensor grad_output, Tensor self, Scalar lambd, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_softshrink_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_lambd, gt_tensor a_grad_input);
// sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
char* gt_sort(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor* out0, gt_tensor* out1);
// sort.dimname(Tensor self, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
char* gt_sort_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0, gt_tensor* out1);
// sort.dimname_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
char* gt_sort_dimname_stable(gt_tensor a_self, const bool* a_stable, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor* out0, gt_tensor* out1);
// sort.dimname_values(Tensor self, Dimname dim, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_sort_dimname_values(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor a_values, gt_tensor a_indices);
// sort.dimname_values_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_sort_dimname_values_stable(gt_tensor a_self, const bool* a_stable, const char* a_dim, int64_t a_dim_len, bool a_descending, gt_tensor a_values, gt_tensor a_indices);
// sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
char* gt_sort_stable(gt_tensor a_self, const bool* a_stable, int64_t a_dim, bool a_descending, gt_tensor* out0, gt_tensor* out1);
// sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_sort_values(gt_tensor a_self, int64_t a_dim, bool a_descending, gt_tensor a_values, gt_tensor a_indices);
// sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_sort_values_stable(gt_tensor a_self, const bool* a_stable, int64_t a_dim, bool a_descending, gt_tensor a_values, gt_tensor a_indices);
// sparse_bsc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_bsc_tensor_ccol_row_value(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_bsc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_bsc_tensor_ccol_row_value_size(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_bsr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_bsr_tensor_crow_col_value(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_bsr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_bsr_tensor_crow_col_value_size(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_compressed_tensor.comp_plain_value(Tensor compressed_indices, Tensor plain_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_compressed_tensor_comp_plain_value(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_compressed_tensor.comp_plain_value_size(Tensor compressed_indices, Tensor plain_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_compressed_tensor_comp_plain_value_size(gt_tensor a_compressed_indices, gt_tensor a_plain_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_coo_tensor.indices(Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_sparse_coo_tensor_indices(gt_tensor a_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_coo_tensor.indices_size(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_sparse_coo_tensor_indices_size(gt_tensor a_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_coo_tensor.size(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_coo_tensor_size(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_coo_tensor.size_out(int[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sparse_coo_tensor_size_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// sparse_csc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_csc_tensor_ccol_row_value(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_csc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_csc_tensor_ccol_row_value_size(gt_tensor a_ccol_indices, gt_tensor a_row_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_csr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_csr_tensor_crow_col_value(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_csr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor
char* gt_sparse_csr_tensor_crow_col_value_size(gt_tensor a_crow_indices, gt_tensor a_col_indices, gt_tensor a_values, const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// sparse_dim(Tensor self) -> int
char* gt_sparse_dim(gt_tensor a_self, int64_t* out0);
// sparse_mask(Tensor self, Tensor mask) -> Tensor
char* gt_sparse_mask(gt_tensor a_self, gt_tensor a_mask, gt_tensor* out0);
// sparse_mask.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sparse_mask_out(gt_tensor a_self, gt_tensor a_mask, gt_tensor a_out);
// sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
char* gt_sparse_resize(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor* out0);
// sparse_resize.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sparse_resize_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor a_out);
// sparse_resize_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!)
char* gt_sparse_resize_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim);
// sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor
char* gt_sparse_resize_and_clear(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor* out0);
// sparse_resize_and_clear.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sparse_resize_and_clear_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim, gt_tensor a_out);
// sparse_resize_and_clear_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -> Tensor(a!)
char* gt_sparse_resize_and_clear_(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, int64_t a_sparse_dim, int64_t a_dense_dim);
// sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_sparse_sampled_addmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// sparse_sampled_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_sparse_sampled_addmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// special_airy_ai(Tensor x) -> Tensor
char* gt_special_airy_ai(gt_tensor a_x, gt_tensor* out0);
// special_airy_ai.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_airy_ai_out(gt_tensor a_x, gt_tensor a_out);
// special_bessel_j0(Tensor self) -> Tensor
char* gt_special_bessel_j0(gt_tensor a_self, gt_tensor* out0);
// special_bessel_j0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_bessel_j0_out(gt_tensor a_self, gt_tensor a_out);
// special_bessel_j1(Tensor self) -> Tensor
char* gt_special_bessel_j1(gt_tensor a_self, gt_tensor* out0);
// special_bessel_j1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_bessel_j1_out(gt_tensor a_self, gt_tensor a_out);
// special_bessel_y0(Tensor self) -> Tensor
char* gt_special_bessel_y0(gt_tensor a_self, gt_tensor* out0);
// special_bessel_y0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_bessel_y0_out(gt_tensor a_self, gt_tensor a_out);
// special_bessel_y1(Tensor self) -> Tensor
char* gt_special_bessel_y1(gt_tensor a_self, gt_tensor* out0);
// special_bessel_y1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_bessel_y1_out(gt_tensor a_self, gt_tensor a_out);
// special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_t(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_chebyshev_polynomial_t_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_t_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_t_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_t_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_t_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_u(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_chebyshev_polynomial_u_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_u_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_u_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_u_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_u_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_v(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_chebyshev_polynomial_v_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_v_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_v_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_v_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_v_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_w(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_chebyshev_polynomial_w_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_w_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_w_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_chebyshev_polynomial_w_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_chebyshev_polynomial_w_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_digamma(Tensor self) -> Tensor
char* gt_special_digamma(gt_tensor a_self, gt_tensor* out0);
// special_digamma.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_digamma_out(gt_tensor a_self, gt_tensor a_out);
// special_entr(Tensor self) -> Tensor
char* gt_special_entr(gt_tensor a_self, gt_tensor* out0);
// special_entr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_entr_out(gt_tensor a_self, gt_tensor a_out);
// special_erf(Tensor self) -> Tensor
char* gt_special_erf(gt_tensor a_self, gt_tensor* out0);
// special_erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_erf_out(gt_tensor a_self, gt_tensor a_out);
// special_erfc(Tensor self) -> Tensor
char* gt_special_erfc(gt_tensor a_self, gt_tensor* out0);
// special_erfc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_erfc_out(gt_tensor a_self, gt_tensor a_out);
// special_erfcx(Tensor self) -> Tensor
char* gt_special_erfcx(gt_tensor a_self, gt_tensor* out0);
// special_erfcx.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_erfcx_out(gt_tensor a_self, gt_tensor a_out);
// special_erfinv(Tensor self) -> Tensor
char* gt_special_erfinv(gt_tensor a_self, gt_tensor* out0);
// special_erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_erfinv_out(gt_tensor a_self, gt_tensor a_out);
// special_exp2(Tensor self) -> Tensor
char* gt_special_exp2(gt_tensor a_self, gt_tensor* out0);
// special_exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_exp2_out(gt_tensor a_self, gt_tensor a_out);
// special_expit(Tensor self) -> Tensor
char* gt_special_expit(gt_tensor a_self, gt_tensor* out0);
// special_expit.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_expit_out(gt_tensor a_self, gt_tensor a_out);
// special_expm1(Tensor self) -> Tensor
char* gt_special_expm1(gt_tensor a_self, gt_tensor* out0);
// special_expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_expm1_out(gt_tensor a_self, gt_tensor a_out);
// special_gammainc(Tensor self, Tensor other) -> Tensor
char* gt_special_gammainc(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// special_gammainc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_gammainc_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// special_gammaincc(Tensor self, Tensor other) -> Tensor
char* gt_special_gammaincc(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// special_gammaincc.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_gammaincc_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// special_gammaln(Tensor self) -> Tensor
char* gt_special_gammaln(gt_tensor a_self, gt_tensor* out0);
// special_gammaln.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_gammaln_out(gt_tensor a_self, gt_tensor a_out);
// special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor
char* gt_special_hermite_polynomial_h(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_hermite_polynomial_h_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_hermite_polynomial_h.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_h_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_hermite_polynomial_h.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_h_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_hermite_polynomial_h_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_hermite_polynomial_h.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_h_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor
char* gt_special_hermite_polynomial_he(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_hermite_polynomial_he_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_hermite_polynomial_he.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_he_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_hermite_polynomial_he.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_he_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_hermite_polynomial_he_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_hermite_polynomial_he.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_hermite_polynomial_he_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_i0(Tensor self) -> Tensor
char* gt_special_i0(gt_tensor a_self, gt_tensor* out0);
// special_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_i0_out(gt_tensor a_self, gt_tensor a_out);
// special_i0e(Tensor self) -> Tensor
char* gt_special_i0e(gt_tensor a_self, gt_tensor* out0);
// special_i0e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_i0e_out(gt_tensor a_self, gt_tensor a_out);
// special_i1(Tensor self) -> Tensor
char* gt_special_i1(gt_tensor a_self, gt_tensor* out0);
// special_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_i1_out(gt_tensor a_self, gt_tensor a_out);
// special_i1e(Tensor self) -> Tensor
char* gt_special_i1e(gt_tensor a_self, gt_tensor* out0);
// special_i1e.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_i1e_out(gt_tensor a_self, gt_tensor a_out);
// special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor
char* gt_special_laguerre_polynomial_l(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_laguerre_polynomial_l_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_laguerre_polynomial_l.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_laguerre_polynomial_l_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_laguerre_polynomial_l.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_laguerre_polynomial_l_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_laguerre_polynomial_l_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_laguerre_polynomial_l.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_laguerre_polynomial_l_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor
char* gt_special_legendre_polynomial_p(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_legendre_polynomial_p_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_legendre_polynomial_p.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_legendre_polynomial_p_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_legendre_polynomial_p.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_legendre_polynomial_p_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_legendre_polynomial_p_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_legendre_polynomial_p.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_legendre_polynomial_p_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_log1p(Tensor self) -> Tensor
char* gt_special_log1p(gt_tensor a_self, gt_tensor* out0);
// special_log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_log1p_out(gt_tensor a_self, gt_tensor a_out);
// special_log_ndtr(Tensor self) -> Tensor
char* gt_special_log_ndtr(gt_tensor a_self, gt_tensor* out0);
// special_log_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_log_ndtr_out(gt_tensor a_self, gt_tensor a_out);
// special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
char* gt_special_log_softmax(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// special_logit(Tensor self, float? eps=None) -> Tensor
char* gt_special_logit(gt_tensor a_self, const double* a_eps, gt_tensor* out0);
// special_logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_logit_out(gt_tensor a_self, const double* a_eps, gt_tensor a_out);
// special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
char* gt_special_logsumexp(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor* out0);
// special_logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_logsumexp_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, gt_tensor a_out);
// special_modified_bessel_i0(Tensor self) -> Tensor
char* gt_special_modified_bessel_i0(gt_tensor a_self, gt_tensor* out0);
// special_modified_bessel_i0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_modified_bessel_i0_out(gt_tensor a_self, gt_tensor a_out);
// special_modified_bessel_i1(Tensor self) -> Tensor
char* gt_special_modified_bessel_i1(gt_tensor a_self, gt_tensor* out0);
// special_modified_bessel_i1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_modified_bessel_i1_out(gt_tensor a_self, gt_tensor a_out);
// special_modified_bessel_k0(Tensor self) -> Tensor
char* gt_special_modified_bessel_k0(gt_tensor a_self, gt_tensor* out0);
// special_modified_bessel_k0.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_modified_bessel_k0_out(gt_tensor a_self, gt_tensor a_out);
// special_modified_bessel_k1(Tensor self) -> Tensor
char* gt_special_modified_bessel_k1(gt_tensor a_self, gt_tensor* out0);
// special_modified_bessel_k1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_modified_bessel_k1_out(gt_tensor a_self, gt_tensor a_out);
// special_multigammaln(Tensor self, int p) -> Tensor
char* gt_special_multigammaln(gt_tensor a_self, int64_t a_p, gt_tensor* out0);
// special_multigammaln.out(Tensor self, int p, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_multigammaln_out(gt_tensor a_self, int64_t a_p, gt_tensor a_out);
// special_ndtr(Tensor self) -> Tensor
char* gt_special_ndtr(gt_tensor a_self, gt_tensor* out0);
// special_ndtr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_ndtr_out(gt_tensor a_self, gt_tensor a_out);
// special_ndtri(Tensor self) -> Tensor
char* gt_special_ndtri(gt_tensor a_self, gt_tensor* out0);
// special_ndtri.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_ndtri_out(gt_tensor a_self, gt_tensor a_out);
// special_polygamma(int n, Tensor self) -> Tensor
char* gt_special_polygamma(int64_t a_n, gt_tensor a_self, gt_tensor* out0);
// special_polygamma.out(int n, Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_polygamma_out(int64_t a_n, gt_tensor a_self, gt_tensor a_out);
// special_psi(Tensor self) -> Tensor
char* gt_special_psi(gt_tensor a_self, gt_tensor* out0);
// special_psi.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_psi_out(gt_tensor a_self, gt_tensor a_out);
// special_round(Tensor self, *, int decimals=0) -> Tensor
char* gt_special_round(gt_tensor a_self, int64_t a_decimals, gt_tensor* out0);
// special_round.out(Tensor self, *, int decimals=0, Tensor(a!) out) -> Tensor(a!)
char* gt_special_round_out(gt_tensor a_self, int64_t a_decimals, gt_tensor a_out);
// special_scaled_modified_bessel_k0(Tensor x) -> Tensor
char* gt_special_scaled_modified_bessel_k0(gt_tensor a_x, gt_tensor* out0);
// special_scaled_modified_bessel_k0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_scaled_modified_bessel_k0_out(gt_tensor a_x, gt_tensor a_out);
// special_scaled_modified_bessel_k1(Tensor x) -> Tensor
char* gt_special_scaled_modified_bessel_k1(gt_tensor a_x, gt_tensor* out0);
// special_scaled_modified_bessel_k1.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_scaled_modified_bessel_k1_out(gt_tensor a_x, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_t(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_t_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_t.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_t_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_t.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_t_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_t_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_t.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_t_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_u(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_u_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_u.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_u_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_u.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_u_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_u_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_u.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_u_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_v(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_v_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_v.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_v_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_v.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_v_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_v_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_v.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_v_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_w(gt_tensor a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_w_n_scalar(gt_tensor a_x, gt_scalar a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_w.n_scalar_out(Tensor x, Scalar n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_w_n_scalar_out(gt_tensor a_x, gt_scalar a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_w.out(Tensor x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_w_out(gt_tensor a_x, gt_tensor a_n, gt_tensor a_out);
// special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor
char* gt_special_shifted_chebyshev_polynomial_w_x_scalar(gt_scalar a_x, gt_tensor a_n, gt_tensor* out0);
// special_shifted_chebyshev_polynomial_w.x_scalar_out(Scalar x, Tensor n, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_shifted_chebyshev_polynomial_w_x_scalar_out(gt_scalar a_x, gt_tensor a_n, gt_tensor a_out);
// special_sinc(Tensor self) -> Tensor
char* gt_special_sinc(gt_tensor a_self, gt_tensor* out0);
// special_sinc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_sinc_out(gt_tensor a_self, gt_tensor a_out);
// special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
char* gt_special_softmax(gt_tensor a_self, int64_t a_dim, int32_t a_dtype, gt_tensor* out0);
// special_spherical_bessel_j0(Tensor x) -> Tensor
char* gt_special_spherical_bessel_j0(gt_tensor a_x, gt_tensor* out0);
// special_spherical_bessel_j0.out(Tensor x, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_spherical_bessel_j0_out(gt_tensor a_x, gt_tensor a_out);
// special_xlog1py(Tensor self, Tensor other) -> Tensor
char* gt_special_xlog1py(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor
char* gt_special_xlog1py_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// special_xlog1py.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlog1py_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// special_xlog1py.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlog1py_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor
char* gt_special_xlog1py_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// special_xlog1py.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlog1py_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// special_xlogy(Tensor self, Tensor other) -> Tensor
char* gt_special_xlogy(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor
char* gt_special_xlogy_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// special_xlogy.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlogy_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// special_xlogy.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlogy_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// special_xlogy.self_scalar(Scalar self, Tensor other) -> Tensor
char* gt_special_xlogy_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// special_xlogy.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_xlogy_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// special_zeta(Tensor self, Tensor other) -> Tensor
char* gt_special_zeta(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor
char* gt_special_zeta_other_scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// special_zeta.other_scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_zeta_other_scalar_out(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// special_zeta.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_zeta_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor
char* gt_special_zeta_self_scalar(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// special_zeta.self_scalar_out(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_special_zeta_self_scalar_out(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
char* gt_split_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[]
char* gt_split_sizes(gt_tensor a_self, const int64_t* a_split_size, int64_t a_split_size_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// split_copy.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
char* gt_split_copy_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// split_copy.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> ()
char* gt_split_copy_Tensor_out(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len);
// split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]
char* gt_split_with_sizes(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// split_with_sizes_copy(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
char* gt_split_with_sizes_copy(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// split_with_sizes_copy.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> ()
char* gt_split_with_sizes_copy_out(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len);
// sqrt(Tensor self) -> Tensor
char* gt_sqrt(gt_tensor a_self, gt_tensor* out0);
// sqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sqrt_out(gt_tensor a_self, gt_tensor a_out);
// sqrt_(Tensor(a!) self) -> Tensor(a!)
char* gt_sqrt_(gt_tensor a_self);
// square(Tensor self) -> Tensor
char* gt_square(gt_tensor a_self, gt_tensor* out0);
// square.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_square_out(gt_tensor a_self, gt_tensor a_out);
// square_(Tensor(a!) self) -> Tensor(a!)
char* gt_square_(gt_tensor a_self);
// squeeze(Tensor(a) self) -> Tensor(a)
char* gt_squeeze(gt_tensor a_self, gt_tensor* out0);
// squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
char* gt_squeeze_dim(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)
char* gt_squeeze_dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor* out0);
// squeeze_(Tensor(a!) self) -> Tensor(a!)
char* gt_squeeze_(gt_tensor a_self);
// squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)
char* gt_squeeze__dim(gt_tensor a_self, int64_t a_dim);
// squeeze_.dimname(Tensor(a!) self, Dimname dim) -> Tensor(a!)
char* gt_squeeze__dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len);
// squeeze_copy(Tensor self) -> Tensor
char* gt_squeeze_copy(gt_tensor a_self, gt_tensor* out0);
// squeeze_copy.dim(Tensor self, int dim) -> Tensor
char* gt_squeeze_copy_dim(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// squeeze_copy.dim_out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_squeeze_copy_dim_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out);
// squeeze_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_squeeze_copy_out(gt_tensor a_self, gt_tensor a_out);
// sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
char* gt_sspaddmm(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor* out0);
// sspaddmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_sspaddmm_out(gt_tensor a_self, gt_tensor a_mat1, gt_tensor a_mat2, gt_scalar a_beta, gt_scalar a_alpha, gt_tensor a_out);
// stack(Tensor[] tensors, int dim=0) -> Tensor
char* gt_stack(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor* out0);
// stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_stack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, int64_t a_dim, gt_tensor a_out);
// std(Tensor self, bool unbiased=True) -> Tensor
char* gt_std(gt_tensor a_self, bool a_unbiased, gt_tensor* out0);
// std.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
char* gt_std_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0);
// std.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
char* gt_std_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0);
// std.correction_names_out(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
char* gt_std_correction_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out);
// std.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
char* gt_std_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out);
// std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
char* gt_std_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0);
// std.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
char* gt_std_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0);
// std.names_out(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_std_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out);
// std.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_std_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out);
// std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
char* gt_std_mean(gt_tensor a_self, bool a_unbiased, gt_tensor* out0, gt_tensor* out1);
// std_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
char* gt_std_mean_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// std_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
char* gt_std_mean_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// std_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_std_mean_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1);
// std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
char* gt_std_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// std_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
char* gt_std_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
char* gt_stft(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_normalized, const bool* a_onesided, const bool* a_return_complex, gt_tensor* out0);
// stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None) -> Tensor
char* gt_stft_center(gt_tensor a_self, int64_t a_n_fft, const int64_t* a_hop_length, const int64_t* a_win_length, gt_tensor a_window, bool a_center, const char* a_pad_mode, int64_t a_pad_mode_len, bool a_normalized, const bool* a_onesided, const bool* a_return_complex, gt_tensor* out0);
// stride.Dimname(Tensor self, Dimname dim) -> int
char* gt_stride_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, int64_t* out0);
// stride.int(Tensor self, int dim) -> int
char* gt_stride_int(gt_tensor a_self, int64_t a_dim, int64_t* out0);
// sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
char* gt_sub_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0);
// sub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_sub_Scalar_out(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor a_out);
// sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
char* gt_sub_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// sub.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_sub_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out);
// sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
char* gt_sub__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha);
// sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
char* gt_sub__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha);
// subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor
char* gt_subtract_Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha, gt_tensor* out0);
// subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
char* gt_subtract_Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor* out0);
// subtract.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
char* gt_subtract_out(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha, gt_tensor a_out);
// subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)
char* gt_subtract__Scalar(gt_tensor a_self, gt_scalar a_other, gt_scalar a_alpha);
// subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)
char* gt_subtract__Tensor(gt_tensor a_self, gt_tensor a_other, gt_scalar a_alpha);
// sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
char* gt_sum(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// sum.DimnameList_out(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_sum_DimnameList_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// sum.IntList_out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_sum_IntList_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor a_out);
// sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_sum_dim_DimnameList(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
char* gt_sum_dim_IntList(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_keepdim, int32_t a_dtype, gt_tensor* out0);
// sum.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)
char* gt_sum_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out);
// sum_to_size(Tensor self, int[] size) -> Tensor
char* gt_sum_to_size(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)
char* gt_svd(gt_tensor a_self, bool a_some, bool a_compute_uv, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// svd.U(Tensor self, bool some=True, bool compute_uv=True, *, Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) -> (Tensor(a!) U, Tensor(b!) S, Tensor(c!) V)
char* gt_svd_U(gt_tensor a_self, bool a_some, bool a_compute_uv, gt_tensor a_U, gt_tensor a_S, gt_tensor a_V);
// swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
char* gt_swapaxes(gt_tensor a_self, int64_t a_axis0, int64_t a_axis1, gt_tensor* out0);
// swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!)
char* gt_swapaxes_(gt_tensor a_self, int64_t a_axis0, int64_t a_axis1);
// swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
char* gt_swapdims(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0);
// swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
char* gt_swapdims_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1);
// symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)
char* gt_symeig(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor* out0, gt_tensor* out1);
// symeig.e(Tensor self, bool eigenvectors=False, bool upper=True, *, Tensor(a!) e, Tensor(b!) V) -> (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
char* gt_symeig_e(gt_tensor a_self, bool a_eigenvectors, bool a_upper, gt_tensor a_e, gt_tensor a_V);
// t(Tensor(a) self) -> Tensor(a)
char* gt_t(gt_tensor a_self, gt_tensor* out0);
// t_(Tensor(a!) self) -> Tensor(a!)
char* gt_t_(gt_tensor a_self);
// t_copy(Tensor self) -> Tensor
char* gt_t_copy(gt_tensor a_self, gt_tensor* out0);
// t_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_t_copy_out(gt_tensor a_self, gt_tensor a_out);
// take(Tensor self, Tensor index) -> Tensor
char* gt_take(gt_tensor a_self, gt_tensor a_index, gt_tensor* out0);
// take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)
char* gt_take_out(gt_tensor a_self, gt_tensor a_index, gt_tensor a_out);
// take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor
char* gt_take_along_dim(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_dim, gt_tensor* out0);
// take_along_dim.out(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_take_along_dim_out(gt_tensor a_self, gt_tensor a_indices, const int64_t* a_dim, gt_tensor a_out);
// tan(Tensor self) -> Tensor
char* gt_tan(gt_tensor a_self, gt_tensor* out0);
// tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_tan_out(gt_tensor a_self, gt_tensor a_out);
// tan_(Tensor(a!) self) -> Tensor(a!)
char* gt_tan_(gt_tensor a_self);
// tanh(Tensor self) -> Tensor
char* gt_tanh(gt_tensor a_self, gt_tensor* out0);
// tanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_tanh_out(gt_tensor a_self, gt_tensor a_out);
// tanh_(Tensor(a!) self) -> Tensor(a!)
char* gt_tanh_(gt_tensor a_self);
// tanh_backward(Tensor grad_output, Tensor output) -> Tensor
char* gt_tanh_backward(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor* out0);
// tanh_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_tanh_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_output, gt_tensor a_grad_input);
// tensor_split.indices(Tensor(a -> *) self, int[] indices, int dim=0) -> Tensor(a)[]
char* gt_tensor_split_indices(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// tensor_split.sections(Tensor(a -> *) self, int sections, int dim=0) -> Tensor(a)[]
char* gt_tensor_split_sections(gt_tensor a_self, int64_t a_sections, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// tensor_split.tensor_indices_or_sections(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[]
char* gt_tensor_split_tensor_indices_or_sections(gt_tensor a_self, gt_tensor a_tensor_indices_or_sections, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor
char* gt_tensordot(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims_self, int64_t a_dims_self_len, const int64_t* a_dims_other, int64_t a_dims_other_len, gt_tensor* out0);
// tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_tensordot_out(gt_tensor a_self, gt_tensor a_other, const int64_t* a_dims_self, int64_t a_dims_self_len, const int64_t* a_dims_other, int64_t a_dims_other_len, gt_tensor a_out);
// thnn_conv2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0) -> Tensor
char* gt_thnn_conv2d(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor* out0);
// thnn_conv2d.out(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, int[2] padding=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_thnn_conv2d_out(gt_tensor a_self, gt_tensor a_weight, const int64_t* a_kernel_size, int64_t a_kernel_size_len, gt_tensor a_bias, const int64_t* a_stride, int64_t a_stride_len, const int64_t* a_padding, int64_t a_padding_len, gt_tensor a_out);
// threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor
char* gt_threshold(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value, gt_tensor* out0);
// threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)
char* gt_threshold_out(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value, gt_tensor a_out);
// threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)
char* gt_threshold_(gt_tensor a_self, gt_scalar a_threshold, gt_scalar a_value);
// threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor
char* gt_threshold_backward(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_threshold, gt_tensor* out0);
// threshold_backward.grad_input(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_threshold_backward_grad_input(gt_tensor a_grad_output, gt_tensor a_self, gt_scalar a_threshold, gt_tensor a_grad_input);
// tile(Tensor self, int[] dims) -> Tensor
char* gt_tile(gt_tensor a_self, const int64_t* a_dims, int64_t a_dims_len, gt_tensor* out0);
// to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
char* gt_to_device(gt_tensor a_self, gt_device a_device, int32_t a_dtype, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0);
// to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
char* gt_to_dtype(gt_tensor a_self, int32_t a_dtype, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0);
// to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
char* gt_to_dtype_layout(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0);
// to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
char* gt_to_other(gt_tensor a_self, gt_tensor a_other, bool a_non_blocking, bool a_copy, int32_t a_memory_format, gt_tensor* out0);
// to_dense(Tensor self, ScalarType? dtype=None) -> Tensor
char* gt_to_dense(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// to_dense_backward(Tensor grad, Tensor input) -> Tensor
char* gt_to_dense_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor* out0);
// to_mkldnn(Tensor self, ScalarType? dtype=None) -> Tensor
char* gt_to_mkldnn(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// to_mkldnn.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_mkldnn_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out);
// to_mkldnn_backward(Tensor grad, Tensor input) -> Tensor
char* gt_to_mkldnn_backward(gt_tensor a_grad, gt_tensor a_input, gt_tensor* out0);
// to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor
char* gt_to_padded_tensor(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor* out0);
// to_padded_tensor.out(Tensor self, float padding, int[]? output_size=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_padded_tensor_out(gt_tensor a_self, double a_padding, const int64_t* a_output_size, int64_t a_output_size_len, gt_tensor a_out);
// to_sparse(Tensor self) -> Tensor
char* gt_to_sparse(gt_tensor a_self, gt_tensor* out0);
// to_sparse.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_out(gt_tensor a_self, gt_tensor a_out);
// to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor
char* gt_to_sparse_sparse_dim(gt_tensor a_self, int64_t a_sparse_dim, gt_tensor* out0);
// to_sparse.sparse_dim_out(Tensor self, int sparse_dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_sparse_dim_out(gt_tensor a_self, int64_t a_sparse_dim, gt_tensor a_out);
// to_sparse_bsc(Tensor self, int[2] blocksize) -> Tensor
char* gt_to_sparse_bsc(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor* out0);
// to_sparse_bsc.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_bsc_out(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor a_out);
// to_sparse_bsr(Tensor self, int[2] blocksize) -> Tensor
char* gt_to_sparse_bsr(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor* out0);
// to_sparse_bsr.out(Tensor self, int[2] blocksize, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_bsr_out(gt_tensor a_self, const int64_t* a_blocksize, int64_t a_blocksize_len, gt_tensor a_out);
// to_sparse_csc(Tensor self) -> Tensor
char* gt_to_sparse_csc(gt_tensor a_self, gt_tensor* out0);
// to_sparse_csc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_csc_out(gt_tensor a_self, gt_tensor a_out);
// to_sparse_csr(Tensor self) -> Tensor
char* gt_to_sparse_csr(gt_tensor a_self, gt_tensor* out0);
// to_sparse_csr.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_to_sparse_csr_out(gt_tensor a_self, gt_tensor a_out);
// topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
char* gt_topk(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_largest, bool a_sorted, gt_tensor* out0, gt_tensor* out1);
// topk.values(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)
char* gt_topk_values(gt_tensor a_self, int64_t a_k, int64_t a_dim, bool a_largest, bool a_sorted, gt_tensor a_values, gt_tensor a_indices);
// trace(Tensor self) -> Tensor
char* gt_trace(gt_tensor a_self, gt_tensor* out0);
// trace.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_trace_out(gt_tensor a_self, gt_tensor a_out);
// trace_backward(Tensor grad, int[] sizes) -> Tensor
char* gt_trace_backward(gt_tensor a_grad, const int64_t* a_sizes, int64_t a_sizes_len, gt_tensor* out0);
// transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)
char* gt_transpose_Dimname(gt_tensor a_self, const char* a_dim0, int64_t a_dim0_len, const char* a_dim1, int64_t a_dim1_len, gt_tensor* out0);
// transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
char* gt_transpose_int(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0);
// transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)
char* gt_transpose_(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1);
// transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor
char* gt_transpose_copy_int(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor* out0);
// transpose_copy.int_out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -> Tensor(a!)
char* gt_transpose_copy_int_out(gt_tensor a_self, int64_t a_dim0, int64_t a_dim1, gt_tensor a_out);
// trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
char* gt_trapezoid_dx(gt_tensor a_y, gt_scalar a_dx, int64_t a_dim, gt_tensor* out0);
// trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
char* gt_trapezoid_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0);
// trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor
char* gt_trapz_dx(gt_tensor a_y, double a_dx, int64_t a_dim, gt_tensor* out0);
// trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
char* gt_trapz_x(gt_tensor a_y, gt_tensor a_x, int64_t a_dim, gt_tensor* out0);
// triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)
char* gt_triangular_solve(gt_tensor a_self, gt_tensor a_A, bool a_upper, bool a_transpose, bool a_unitriangular, gt_tensor* out0, gt_tensor* out1);
// triangular_solve.X(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor(a!) X, Tensor(b!) M) -> (Tensor(a!) solution, Tensor(b!) cloned_coefficient)
char* gt_triangular_solve_X(gt_tensor a_self, gt_tensor a_A, bool a_upper, bool a_transpose, bool a_unitriangular, gt_tensor a_X, gt_tensor a_M);
// tril(Tensor self, int diagonal=0) -> Tensor
char* gt_tril(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0);
// tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_tril_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out);
// tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)
char* gt_tril_(gt_tensor a_self, int64_t a_diagonal);
// tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_tril_indices(int64_t a_row, int64_t a_col, int64_t a_offset, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// tril_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_tril_indices_out(int64_t a_row, int64_t a_col, int64_t a_offset, gt_tensor a_out);
// triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1.0, float p=2, float eps=1e-06, bool swap=False, int reduction=Mean) -> Tensor
char* gt_triplet_margin_loss(gt_tensor a_anchor, gt_tensor a_positive, gt_tensor a_negative, double a_margin, double a_p, double a_eps, bool a_swap, int64_t a_reduction, gt_tensor* out0);
// triu(Tensor self, int diagonal=0) -> Tensor
char* gt_triu(gt_tensor a_self, int64_t a_diagonal, gt_tensor* out0);
// triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_triu_out(gt_tensor a_self, int64_t a_diagonal, gt_tensor a_out);
// triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)
char* gt_triu_(gt_tensor a_self, int64_t a_diagonal);
// triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_triu_indices(int64_t a_row, int64_t a_col, int64_t a_offset, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// triu_indices.out(int row, int col, int offset=0, *, Tensor(a!) out) -> Tensor(a!)
char* gt_triu_indices_out(int64_t a_row, int64_t a_col, int64_t a_offset, gt_tensor a_out);
// true_divide.Scalar(Tensor self, Scalar other) -> Tensor
char* gt_true_divide_Scalar(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// true_divide.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_true_divide_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// true_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_true_divide_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_true_divide__Scalar(gt_tensor a_self, gt_scalar a_other);
// true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_true_divide__Tensor(gt_tensor a_self, gt_tensor a_other);
// trunc(Tensor self) -> Tensor
char* gt_trunc(gt_tensor a_self, gt_tensor* out0);
// trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_trunc_out(gt_tensor a_self, gt_tensor a_out);
// trunc_(Tensor(a!) self) -> Tensor(a!)
char* gt_trunc_(gt_tensor a_self);
// type_as(Tensor self, Tensor other) -> Tensor
char* gt_type_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]
char* gt_unbind_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, gt_tensor** out0, int64_t* out0_len);
// unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]
char* gt_unbind_int(gt_tensor a_self, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// unbind_copy.int(Tensor self, int dim=0) -> Tensor[]
char* gt_unbind_copy_int(gt_tensor a_self, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// unbind_copy.int_out(Tensor self, int dim=0, *, Tensor(a!)[] out) -> ()
char* gt_unbind_copy_int_out(gt_tensor a_self, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len);
// unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)
char* gt_unflatten_Dimname(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_sizes, int64_t a_sizes_len, const char* a_names, int64_t a_names_len, gt_tensor* out0);
// unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)
char* gt_unflatten_int(gt_tensor a_self, int64_t a_dim, const int64_t* a_sizes, int64_t a_sizes_len, gt_tensor* out0);
// unflatten_dense_tensors(Tensor flat, Tensor[] tensors) -> Tensor[]
char* gt_unflatten_dense_tensors(gt_tensor a_flat, const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor** out0, int64_t* out0_len);
// unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)
char* gt_unfold(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor* out0);
// unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor
char* gt_unfold_backward(gt_tensor a_grad_in, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_size, int64_t a_step, gt_tensor* out0);
// unfold_backward.out(Tensor grad_in, int[] input_sizes, int dim, int size, int step, *, Tensor(a!) out) -> Tensor(a!)
char* gt_unfold_backward_out(gt_tensor a_grad_in, const int64_t* a_input_sizes, int64_t a_input_sizes_len, int64_t a_dim, int64_t a_size, int64_t a_step, gt_tensor a_out);
// unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor
char* gt_unfold_copy(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor* out0);
// unfold_copy.out(Tensor self, int dimension, int size, int step, *, Tensor(a!) out) -> Tensor(a!)
char* gt_unfold_copy_out(gt_tensor a_self, int64_t a_dimension, int64_t a_size, int64_t a_step, gt_tensor a_out);
// uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor
char* gt_uniform(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator, gt_tensor* out0);
// uniform.out(Tensor self, float from=0, float to=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)
char* gt_uniform_out(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator, gt_tensor a_out);
// uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)
char* gt_uniform_(gt_tensor a_self, double a_from, double a_to, gt_generator a_generator);
// unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)
char* gt_unique_consecutive(gt_tensor a_self, bool a_return_inverse, bool a_return_counts, const int64_t* a_dim, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// unique_consecutive.out(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_unique_consecutive_out(gt_tensor a_self, bool a_return_inverse, bool a_return_counts, const int64_t* a_dim, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
char* gt_unique_dim(gt_tensor a_self, int64_t a_dim, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// unique_dim.out(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_unique_dim_out(gt_tensor a_self, int64_t a_dim, bool a_sorted, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)
char* gt_unique_dim_consecutive(gt_tensor a_self, int64_t a_dim, bool a_return_inverse, bool a_return_counts, gt_tensor* out0, gt_tensor* out1, gt_tensor* out2);
// unique_dim_consecutive.out(Tensor self, int dim, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -> (Tensor(a!), Tensor(b!), Tensor(c!))
char* gt_unique_dim_consecutive_out(gt_tensor a_self, int64_t a_dim, bool a_return_inverse, bool a_return_counts, gt_tensor a_out0, gt_tensor a_out1, gt_tensor a_out2);
// unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]
char* gt_unsafe_chunk(gt_tensor a_self, int64_t a_chunks, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]
char* gt_unsafe_split_Tensor(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// unsafe_split.Tensor_out(Tensor self, int split_size, int dim=0, *, Tensor(a!)[] out) -> ()
char* gt_unsafe_split_Tensor_out(gt_tensor a_self, int64_t a_split_size, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len);
// unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]
char* gt_unsafe_split_with_sizes(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, gt_tensor** out0, int64_t* out0_len);
// unsafe_split_with_sizes.out(Tensor self, int[] split_sizes, int dim=0, *, Tensor(a!)[] out) -> ()
char* gt_unsafe_split_with_sizes_out(gt_tensor a_self, const int64_t* a_split_sizes, int64_t a_split_sizes_len, int64_t a_dim, const gt_tensor* a_out, int64_t a_out_len);
// unsqueeze(Tensor(a) self, int dim) -> Tensor(a)
char* gt_unsqueeze(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)
char* gt_unsqueeze_(gt_tensor a_self, int64_t a_dim);
// unsqueeze_copy(Tensor self, int dim) -> Tensor
char* gt_unsqueeze_copy(gt_tensor a_self, int64_t a_dim, gt_tensor* out0);
// unsqueeze_copy.out(Tensor self, int dim, *, Tensor(a!) out) -> Tensor(a!)
char* gt_unsqueeze_copy_out(gt_tensor a_self, int64_t a_dim, gt_tensor a_out);
// upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_bicubic2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_bicubic2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bicubic2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// upsample_bicubic2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_bicubic2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_bicubic2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bicubic2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_bicubic2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_bicubic2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_bicubic2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// upsample_bicubic2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_bicubic2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_bicubic2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bicubic2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_bilinear2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bilinear2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_bilinear2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_bilinear2d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bilinear2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_bilinear2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_bilinear2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_bilinear2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// upsample_bilinear2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_bilinear2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_bilinear2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_bilinear2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor
char* gt_upsample_linear1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales, gt_tensor* out0);
// upsample_linear1d.out(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_linear1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales, gt_tensor a_out);
// upsample_linear1d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_linear1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_linear1d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_linear1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor
char* gt_upsample_linear1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales, gt_tensor* out0);
// upsample_linear1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_linear1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales, gt_tensor a_grad_input);
// upsample_linear1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_linear1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_linear1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_linear1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor
char* gt_upsample_nearest1d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor* out0);
// upsample_nearest1d.out(Tensor self, SymInt[1] output_size, float? scales=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest1d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales, gt_tensor a_out);
// upsample_nearest1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest1d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest1d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest1d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor
char* gt_upsample_nearest1d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor* out0);
// upsample_nearest1d_backward.grad_input(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_nearest1d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales, gt_tensor a_grad_input);
// upsample_nearest1d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest1d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest1d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest1d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_nearest2d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest2d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest2d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest2d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest2d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_nearest2d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_nearest2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_nearest2d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// upsample_nearest2d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest2d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest2d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest2d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_nearest3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_nearest3d.out(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// upsample_nearest3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest3d.vec_out(Tensor input, SymInt[]? output_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_nearest3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_nearest3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_nearest3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// upsample_nearest3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors) -> Tensor
char* gt_upsample_nearest3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_nearest3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_nearest3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_trilinear3d(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_trilinear3d.out(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_trilinear3d_out(gt_tensor a_self, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_out);
// upsample_trilinear3d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_trilinear3d_vec(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_trilinear3d.vec_out(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_trilinear3d_vec_out(gt_tensor a_input, const int64_t* a_output_size, int64_t a_output_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor
char* gt_upsample_trilinear3d_backward(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor* out0);
// upsample_trilinear3d_backward.grad_input(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)
char* gt_upsample_trilinear3d_backward_grad_input(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scales_d, const double* a_scales_h, const double* a_scales_w, gt_tensor a_grad_input);
// upsample_trilinear3d_backward.vec(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors) -> Tensor
char* gt_upsample_trilinear3d_backward_vec(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor* out0);
// upsample_trilinear3d_backward.vec_out(Tensor grad_output, SymInt[]? output_size, SymInt[] input_size, bool align_corners, float[]? scale_factors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_upsample_trilinear3d_backward_vec_out(gt_tensor a_grad_output, const int64_t* a_output_size, int64_t a_output_size_len, const int64_t* a_input_size, int64_t a_input_size_len, bool a_align_corners, const double* a_scale_factors, int64_t a_scale_factors_len, gt_tensor a_out);
// value_selecting_reduction_backward(Tensor grad, int dim, Tensor indices, int[] sizes, bool keepdim) -> Tensor
char* gt_value_selecting_reduction_backward(gt_tensor a_grad, int64_t a_dim, gt_tensor a_indices, const int64_t* a_sizes, int64_t a_sizes_len, bool a_keepdim, gt_tensor* out0);
// values(Tensor(a) self) -> Tensor(a)
char* gt_values(gt_tensor a_self, gt_tensor* out0);
// values_copy(Tensor self) -> Tensor
char* gt_values_copy(gt_tensor a_self, gt_tensor* out0);
// values_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_values_copy_out(gt_tensor a_self, gt_tensor a_out);
// vander(Tensor x, int? N=None, bool increasing=False) -> Tensor
char* gt_vander(gt_tensor a_x, const int64_t* a_N, bool a_increasing, gt_tensor* out0);
// var(Tensor self, bool unbiased=True) -> Tensor
char* gt_var(gt_tensor a_self, bool a_unbiased, gt_tensor* out0);
// var.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> Tensor
char* gt_var_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0);
// var.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> Tensor
char* gt_var_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0);
// var.correction_names_out(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
char* gt_var_correction_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out);
// var.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)
char* gt_var_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out);
// var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
char* gt_var_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0);
// var.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor
char* gt_var_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0);
// var.names_out(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_var_names_out(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out);
// var.out(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)
char* gt_var_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor a_out);
// var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)
char* gt_var_mean(gt_tensor a_self, bool a_unbiased, gt_tensor* out0, gt_tensor* out1);
// var_mean.correction(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
char* gt_var_mean_correction(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// var_mean.correction_names(Tensor self, Dimname[1] dim, *, int? correction, bool keepdim=False) -> (Tensor, Tensor)
char* gt_var_mean_correction_names(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// var_mean.correction_out(Tensor self, int[1]? dim, *, int? correction, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -> (Tensor(a!), Tensor(b!))
char* gt_var_mean_correction_out(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, const int64_t* a_correction, bool a_keepdim, gt_tensor a_out0, gt_tensor a_out1);
// var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
char* gt_var_mean_dim(gt_tensor a_self, const int64_t* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// var_mean.names_dim(Tensor self, Dimname[1] dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)
char* gt_var_mean_names_dim(gt_tensor a_self, const char* a_dim, int64_t a_dim_len, bool a_unbiased, bool a_keepdim, gt_tensor* out0, gt_tensor* out1);
// vdot(Tensor self, Tensor other) -> Tensor
char* gt_vdot(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// vdot.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_vdot_out(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// view(Tensor(a) self, SymInt[] size) -> Tensor(a)
char* gt_view(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)
char* gt_view_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// view_as(Tensor(a) self, Tensor other) -> Tensor(a)
char* gt_view_as(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// view_as_complex(Tensor(a) self) -> Tensor(a)
char* gt_view_as_complex(gt_tensor a_self, gt_tensor* out0);
// view_as_complex_copy(Tensor self) -> Tensor
char* gt_view_as_complex_copy(gt_tensor a_self, gt_tensor* out0);
// view_as_complex_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_view_as_complex_copy_out(gt_tensor a_self, gt_tensor a_out);
// view_as_real(Tensor(a) self) -> Tensor(a)
char* gt_view_as_real(gt_tensor a_self, gt_tensor* out0);
// view_as_real_copy(Tensor self) -> Tensor
char* gt_view_as_real_copy(gt_tensor a_self, gt_tensor* out0);
// view_as_real_copy.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_view_as_real_copy_out(gt_tensor a_self, gt_tensor a_out);
// view_copy(Tensor self, SymInt[] size) -> Tensor
char* gt_view_copy(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor* out0);
// view_copy.dtype(Tensor self, ScalarType dtype) -> Tensor
char* gt_view_copy_dtype(gt_tensor a_self, int32_t a_dtype, gt_tensor* out0);
// view_copy.dtype_out(Tensor self, ScalarType dtype, *, Tensor(a!) out) -> Tensor(a!)
char* gt_view_copy_dtype_out(gt_tensor a_self, int32_t a_dtype, gt_tensor a_out);
// view_copy.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_view_copy_out(gt_tensor a_self, const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// vsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]
char* gt_vsplit_array(gt_tensor a_self, const int64_t* a_indices, int64_t a_indices_len, gt_tensor** out0, int64_t* out0_len);
// vsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]
char* gt_vsplit_int(gt_tensor a_self, int64_t a_sections, gt_tensor** out0, int64_t* out0_len);
// vstack(Tensor[] tensors) -> Tensor
char* gt_vstack(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor* out0);
// vstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)
char* gt_vstack_out(const gt_tensor* a_tensors, int64_t a_tensors_len, gt_tensor a_out);
// where(Tensor condition) -> Tensor[]
char* gt_where(gt_tensor a_condition, gt_tensor** out0, int64_t* out0_len);
// where.Scalar(Tensor condition, Scalar self, Scalar other) -> Tensor
char* gt_where_Scalar(gt_tensor a_condition, gt_scalar a_self, gt_scalar a_other, gt_tensor* out0);
// where.ScalarOther(Tensor condition, Tensor self, Scalar other) -> Tensor
char* gt_where_ScalarOther(gt_tensor a_condition, gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// where.ScalarSelf(Tensor condition, Scalar self, Tensor other) -> Tensor
char* gt_where_ScalarSelf(gt_tensor a_condition, gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// where.self(Tensor condition, Tensor self, Tensor other) -> Tensor
char* gt_where_self(gt_tensor a_condition, gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// where.self_out(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_where_self_out(gt_tensor a_condition, gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// xlogy.OutScalar_Other(Tensor self, Scalar other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_xlogy_OutScalar_Other(gt_tensor a_self, gt_scalar a_other, gt_tensor a_out);
// xlogy.OutScalar_Self(Scalar self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_xlogy_OutScalar_Self(gt_scalar a_self, gt_tensor a_other, gt_tensor a_out);
// xlogy.OutTensor(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)
char* gt_xlogy_OutTensor(gt_tensor a_self, gt_tensor a_other, gt_tensor a_out);
// xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor
char* gt_xlogy_Scalar_Other(gt_tensor a_self, gt_scalar a_other, gt_tensor* out0);
// xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor
char* gt_xlogy_Scalar_Self(gt_scalar a_self, gt_tensor a_other, gt_tensor* out0);
// xlogy.Tensor(Tensor self, Tensor other) -> Tensor
char* gt_xlogy_Tensor(gt_tensor a_self, gt_tensor a_other, gt_tensor* out0);
// xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)
char* gt_xlogy__Scalar_Other(gt_tensor a_self, gt_scalar a_other);
// xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)
char* gt_xlogy__Tensor(gt_tensor a_self, gt_tensor a_other);
// zero(Tensor self) -> Tensor
char* gt_zero(gt_tensor a_self, gt_tensor* out0);
// zero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)
char* gt_zero_out(gt_tensor a_self, gt_tensor a_out);
// zero_(Tensor(a!) self) -> Tensor(a!)
char* gt_zero_(gt_tensor a_self);
// zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_zeros(const int64_t* a_size, int64_t a_size_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
char* gt_zeros_names(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, gt_tensor* out0);
// zeros.names_out(int[] size, *, Dimname[]? names, Tensor(a!) out) -> Tensor(a!)
char* gt_zeros_names_out(const int64_t* a_size, int64_t a_size_len, const char* a_names, int64_t a_names_len, gt_tensor a_out);
// zeros.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)
char* gt_zeros_out(const int64_t* a_size, int64_t a_size_len, gt_tensor a_out);
// zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
char* gt_zeros_like(gt_tensor a_self, int32_t a_dtype, int32_t a_layout, gt_device a_device, const bool* a_pin_memory, int32_t a_memory_format, gt_tensor* out0);
// zeros_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -> Tensor(a!)
char* gt_zeros_like_out(gt_tensor a_self, int32_t a_memory_format, gt_tensor a_out);

#ifdef __cplusplus
}
#endif

#endif  // GOTORCH_OPS_H
