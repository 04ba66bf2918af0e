//go:build cgo

package torch

// enums.go is pure Go (the C conversions are in device_cgo.go): the
// stable-ABI mode (templates/_stable) shares it.

import (
	"strconv"
	"strings"
)

// DType is a tensor's element type; the values are c10::ScalarType's.
type DType int32

// The element types. The boolean type is named Boolean because Bool makes a
// Scalar.
const (
	Uint8       DType = 0  // torch.uint8, Go uint8
	Int8        DType = 1  // torch.int8, Go int8
	Int16       DType = 2  // torch.int16, Go int16
	Int32       DType = 3  // torch.int32, Go int32
	Int64       DType = 4  // torch.int64 (long), Go int64
	Float16     DType = 5  // torch.float16 (half)
	Float32     DType = 6  // torch.float32 (float), Go float32
	Float64     DType = 7  // torch.float64 (double), Go float64
	ComplexHalf DType = 8  // torch.complex32
	Complex64   DType = 9  // torch.complex64 (cfloat), Go complex64
	Complex128  DType = 10 // torch.complex128 (cdouble), Go complex128
	Boolean     DType = 11 // torch.bool, Go bool
	QInt8       DType = 12 // torch.qint8
	QUInt8      DType = 13 // torch.quint8
	QInt32      DType = 14 // torch.qint32
	BFloat16    DType = 15 // torch.bfloat16
	QUInt4x2    DType = 16 // torch.quint4x2
	QUInt2x4    DType = 17 // torch.quint2x4
)

var dtypeInfo = [...]struct {
	name string
	size int
}{
	Uint8:       {"uint8", 1},
	Int8:        {"int8", 1},
	Int16:       {"int16", 2},
	Int32:       {"int32", 4},
	Int64:       {"int64", 8},
	Float16:     {"float16", 2},
	Float32:     {"float32", 4},
	Float64:     {"float64", 8},
	ComplexHalf: {"complex32", 4},
	Complex64:   {"complex64", 8},
	Complex128:  {"complex128", 16},
	Boolean:     {"bool", 1},
	QInt8:       {"qint8", 1},
	QUInt8:      {"quint8", 1},
	QInt32:      {"qint32", 4},
	BFloat16:    {"bfloat16", 2},
	QUInt4x2:    {"quint4x2", 1},
	QUInt2x4:    {"quint2x4", 1},
}

func (d DType) valid() bool { return d >= 0 && int(d) < len(dtypeInfo) }

// String returns PyTorch's name for d, e.g. "float32".
func (d DType) String() string {
	if d.valid() {
		return dtypeInfo[d].name
	}
	return "DType(" + strconv.Itoa(int(d)) + ")"
}

// Size returns the size of one element in bytes (0 for an unknown DType).
func (d DType) Size() int {
	if d.valid() {
		return dtypeInfo[d].size
	}
	return 0
}

// IsFloatingPoint reports whether d is a real floating-point type.
func (d DType) IsFloatingPoint() bool {
	return d == Float16 || d == Float32 || d == Float64 || d == BFloat16
}

// IsComplex reports whether d is a complex type.
func (d DType) IsComplex() bool {
	return d == ComplexHalf || d == Complex64 || d == Complex128
}

// Layout is a tensor's memory layout; the values are c10::Layout's.
type Layout int32

// The layouts.
const (
	Strided   Layout = 0 // torch.strided: dense
	SparseCoo Layout = 1 // torch.sparse_coo
	SparseCsr Layout = 2 // torch.sparse_csr
	Mkldnn    Layout = 3 // torch._mkldnn
	SparseCsc Layout = 4 // torch.sparse_csc
	SparseBsr Layout = 5 // torch.sparse_bsr
	SparseBsc Layout = 6 // torch.sparse_bsc
)

var layoutNames = [...]string{"strided", "sparse_coo", "sparse_csr", "mkldnn", "sparse_csc", "sparse_bsr", "sparse_bsc"}

// String returns PyTorch's name for l, e.g. "strided".
func (l Layout) String() string {
	if l >= 0 && int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return "Layout(" + strconv.Itoa(int(l)) + ")"
}

// Reduction is how a loss reduces its elements: the int code libtorch's
// losses take (at::Reduction), Python's reduction="none"|"mean"|"sum".
type Reduction int64

// The reductions.
const (
	ReductionNone Reduction = 0 // reduction="none"
	ReductionMean Reduction = 1 // reduction="mean"
	ReductionSum  Reduction = 2 // reduction="sum"
)

// MemoryFormat is a tensor's dimension order in memory; the values are
// c10::MemoryFormat's.
type MemoryFormat int32

// The memory formats.
const (
	ContiguousFormat MemoryFormat = 0 // torch.contiguous_format
	PreserveFormat   MemoryFormat = 1 // torch.preserve_format
	ChannelsLast     MemoryFormat = 2 // torch.channels_last
	ChannelsLast3d   MemoryFormat = 3 // torch.channels_last_3d
)

var memoryFormatNames = [...]string{"contiguous_format", "preserve_format", "channels_last", "channels_last_3d"}

// String returns PyTorch's name for m, e.g. "channels_last".
func (m MemoryFormat) String() string {
	if m >= 0 && int(m) < len(memoryFormatNames) {
		return memoryFormatNames[m]
	}
	return "MemoryFormat(" + strconv.Itoa(int(m)) + ")"
}

// QScheme is a quantization scheme; the values are c10::QScheme's.
type QScheme int32

// The quantization schemes.
const (
	PerTensorAffine              QScheme = 0
	PerChannelAffine             QScheme = 1
	PerTensorSymmetric           QScheme = 2
	PerChannelSymmetric          QScheme = 3
	PerChannelAffineFloatQParams QScheme = 4
)

var qschemeNames = [...]string{"per_tensor_affine", "per_channel_affine", "per_tensor_symmetric", "per_channel_symmetric", "per_channel_affine_float_qparams"}

// String returns PyTorch's name for q, e.g. "per_tensor_affine".
func (q QScheme) String() string {
	if q >= 0 && int(q) < len(qschemeNames) {
		return qschemeNames[q]
	}
	return "QScheme(" + strconv.Itoa(int(q)) + ")"
}

// DeviceType is a kind of device; the values are c10::DeviceType's.
type DeviceType int32

// The device types.
const (
	CPU         DeviceType = 0
	CUDA        DeviceType = 1
	MKLDNN      DeviceType = 2
	OpenGL      DeviceType = 3
	OpenCL      DeviceType = 4
	IDEEP       DeviceType = 5
	HIP         DeviceType = 6
	FPGA        DeviceType = 7
	ORT         DeviceType = 8
	XLA         DeviceType = 9
	Vulkan      DeviceType = 10
	Metal       DeviceType = 11
	XPU         DeviceType = 12
	MPS         DeviceType = 13
	Meta        DeviceType = 14
	HPU         DeviceType = 15
	VE          DeviceType = 16
	Lazy        DeviceType = 17
	IPU         DeviceType = 18
	PrivateUse1 DeviceType = 19
)

var deviceTypeNames = [...]string{
	"cpu", "cuda", "mkldnn", "opengl", "opencl", "ideep", "hip", "fpga", "ort", "xla",
	"vulkan", "metal", "xpu", "mps", "meta", "hpu", "ve", "lazy", "ipu", "privateuseone",
}

// String returns libtorch's name for t, e.g. "cuda".
func (t DeviceType) String() string {
	if t >= 0 && int(t) < len(deviceTypeNames) {
		return deviceTypeNames[t]
	}
	return "DeviceType(" + strconv.Itoa(int(t)) + ")"
}

// Device is a device: a type and an index, -1 meaning the current device of
// that type.
type Device struct {
	Type  DeviceType
	Index int
}

// CPUDevice is the CPU.
var CPUDevice = Device{Type: CPU, Index: -1}

// CUDADevice returns the CUDA device with index i (-1: the current one).
func CUDADevice(i int) Device { return Device{Type: CUDA, Index: i} }

// String formats d as libtorch does: "cpu", "cuda:1".
func (d Device) String() string {
	if d.Index < 0 {
		return d.Type.String()
	}
	return d.Type.String() + ":" + strconv.Itoa(d.Index)
}

// ParseDevice parses a device string as libtorch does: "cpu", "cuda",
// "cuda:1".
func ParseDevice(s string) (Device, error) {
	name, index, hasIndex := strings.Cut(s, ":")
	d := Device{Type: -1, Index: -1}
	for i, n := range deviceTypeNames {
		if n == name {
			d.Type = DeviceType(i)
			break
		}
	}
	if d.Type < 0 {
		return Device{}, rtErrorf("ParseDevice", "unknown device type in "+strconv.Quote(s))
	}
	if hasIndex {
		i, err := strconv.Atoi(index)
		if err != nil || i < 0 || strings.HasPrefix(index, "+") {
			return Device{}, rtErrorf("ParseDevice", "invalid device index in "+strconv.Quote(s))
		}
		d.Index = i
	}
	return d, nil
}
