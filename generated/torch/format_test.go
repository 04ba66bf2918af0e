package torch

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"
)

// rtFormatWant is what PyTorch 1.13.1 (Debian's python3-torch) prints for
// each case of rtFormatCases: its own _tensor_str for the elements and its
// _add_suffixes for the size, dtype and device that String always appends,
// i.e. for a tensor t,
//
//	_add_suffixes("tensor(" + _tensor_str(t, 7),
//	    ["size=" + str(tuple(t.shape)), "dtype=" + str(t.dtype),
//	     "device=" + str(t.device)] + (["requires_grad=True"] if t.requires_grad else []),
//	    7, False)
//
// with "[]" for an empty t, t.dequantize() for a quantized one and
// t.to_dense() for a sparse one. The Python expression of each case is in
// rtFormatCases.
var rtFormatWant = map[string]string{
	"float2x2": `tensor([[ 1.5000, -2.0000],
        [ 3.2500,  4.0000]], size=(2, 2), dtype=torch.float32, device=cpu)`,
	"floatInt": `tensor([[1., 2.],
        [3., 4.]], size=(2, 2), dtype=torch.float32, device=cpu)`,
	"int64": `tensor([  42,    7, -100], size=(3,), dtype=torch.int64, device=cpu)`,
	"uint8": `tensor([  0, 255,   7], size=(3,), dtype=torch.uint8, device=cpu)`,
	"bool":  `tensor([ True, False,  True], size=(3,), dtype=torch.bool, device=cpu)`,
	"complex128": `tensor([ 1.0000+2.0000j, -3.5000-0.2500j,  0.0000+0.0000j], size=(3,),
       dtype=torch.complex128, device=cpu)`,
	"complex64": `tensor([[ 1.5000+1.0000j,  2.0000-1.0000j],
        [ 0.0000+0.0000j, -1.0000+0.5000j]], size=(2, 2),
       dtype=torch.complex64, device=cpu)`,
	"scalarFloat": `tensor(3.5000, size=(), dtype=torch.float32, device=cpu)`,
	"scalarInt":   `tensor(-12, size=(), dtype=torch.int64, device=cpu)`,
	"scalarBool":  `tensor(False, size=(), dtype=torch.bool, device=cpu)`,
	"empty0x3":    `tensor([], size=(0, 3), dtype=torch.float32, device=cpu)`,
	"empty1d":     `tensor([], size=(0,), dtype=torch.int64, device=cpu)`,
	"sciSmall": `tensor([1.0000e-05, 1.0000e+00, 1.0000e+10], size=(3,), dtype=torch.float32,
       device=cpu)`,
	"sciInt":  `tensor([1.0000e+10, 2.0000e+00], size=(2,), dtype=torch.float64, device=cpu)`,
	"sciTiny": `tensor([1.5000e-05, 2.5000e-05], size=(2,), dtype=torch.float64, device=cpu)`,
	"nonfinite": `tensor([   nan,    inf,   -inf, 1.5000], size=(4,), dtype=torch.float32,
       device=cpu)`,
	"nonfiniteInt": `tensor([nan,  1., -2.], size=(3,), dtype=torch.float32, device=cpu)`,
	"zeros":        `tensor([0., -0.], size=(2,), dtype=torch.float32, device=cpu)`,
	"wrap": `tensor([0.0000, 0.3333, 0.6667, 1.0000, 1.3333, 1.6667, 2.0000, 2.3333, 2.6667,
        3.0000, 3.3333, 3.6667, 4.0000, 4.3333, 4.6667, 5.0000, 5.3333, 5.6667,
        6.0000, 6.3333, 6.6667, 7.0000, 7.3333, 7.6667, 8.0000, 8.3333, 8.6667,
        9.0000, 9.3333, 9.6667], size=(30,), dtype=torch.float32, device=cpu)`,
	"cube": `tensor([[[ 0,  1,  2,  3],
         [ 4,  5,  6,  7],
         [ 8,  9, 10, 11]],

        [[12, 13, 14, 15],
         [16, 17, 18, 19],
         [20, 21, 22, 23]]], size=(2, 3, 4), dtype=torch.int64, device=cpu)`,
	"transposed": `tensor([[ 0.,  4.,  8.],
        [ 1.,  5.,  9.],
        [ 2.,  6., 10.],
        [ 3.,  7., 11.]], size=(4, 3), dtype=torch.float32, device=cpu)`,
	"vec2000": `tensor([   0,    1,    2,  ..., 1997, 1998, 1999], size=(2000,),
       dtype=torch.int64, device=cpu)`,
	"grid2000": `tensor([[0.0000e+00, 1.4286e-01, 2.8571e-01,  ..., 2.8529e+02, 2.8543e+02,
         2.8557e+02],
        [2.8571e+02, 2.8586e+02, 2.8600e+02,  ..., 5.7100e+02, 5.7114e+02,
         5.7129e+02],
        [5.7143e+02, 5.7157e+02, 5.7171e+02,  ..., 8.5671e+02, 8.5686e+02,
         8.5700e+02],
        ...,
        [5.7057e+05, 5.7057e+05, 5.7057e+05,  ..., 5.7086e+05, 5.7086e+05,
         5.7086e+05],
        [5.7086e+05, 5.7086e+05, 5.7086e+05,  ..., 5.7114e+05, 5.7114e+05,
         5.7114e+05],
        [5.7114e+05, 5.7114e+05, 5.7114e+05,  ..., 5.7143e+05, 5.7143e+05,
         5.7143e+05]], size=(2000, 2000), dtype=torch.float32, device=cpu)`,
	"summary3d": `tensor([[[   0,    1,    2,  ...,   97,   98,   99],
         [ 100,  101,  102,  ...,  197,  198,  199],
         [ 200,  201,  202,  ...,  297,  298,  299],
         ...,
         [ 700,  701,  702,  ...,  797,  798,  799],
         [ 800,  801,  802,  ...,  897,  898,  899],
         [ 900,  901,  902,  ...,  997,  998,  999]],

        [[1000, 1001, 1002,  ..., 1097, 1098, 1099],
         [1100, 1101, 1102,  ..., 1197, 1198, 1199],
         [1200, 1201, 1202,  ..., 1297, 1298, 1299],
         ...,
         [1700, 1701, 1702,  ..., 1797, 1798, 1799],
         [1800, 1801, 1802,  ..., 1897, 1898, 1899],
         [1900, 1901, 1902,  ..., 1997, 1998, 1999]],

        [[2000, 2001, 2002,  ..., 2097, 2098, 2099],
         [2100, 2101, 2102,  ..., 2197, 2198, 2199],
         [2200, 2201, 2202,  ..., 2297, 2298, 2299],
         ...,
         [2700, 2701, 2702,  ..., 2797, 2798, 2799],
         [2800, 2801, 2802,  ..., 2897, 2898, 2899],
         [2900, 2901, 2902,  ..., 2997, 2998, 2999]],

        ...,

        [[7000, 7001, 7002,  ..., 7097, 7098, 7099],
         [7100, 7101, 7102,  ..., 7197, 7198, 7199],
         [7200, 7201, 7202,  ..., 7297, 7298, 7299],
         ...,
         [7700, 7701, 7702,  ..., 7797, 7798, 7799],
         [7800, 7801, 7802,  ..., 7897, 7898, 7899],
         [7900, 7901, 7902,  ..., 7997, 7998, 7999]],

        [[8000, 8001, 8002,  ..., 8097, 8098, 8099],
         [8100, 8101, 8102,  ..., 8197, 8198, 8199],
         [8200, 8201, 8202,  ..., 8297, 8298, 8299],
         ...,
         [8700, 8701, 8702,  ..., 8797, 8798, 8799],
         [8800, 8801, 8802,  ..., 8897, 8898, 8899],
         [8900, 8901, 8902,  ..., 8997, 8998, 8999]],

        [[9000, 9001, 9002,  ..., 9097, 9098, 9099],
         [9100, 9101, 9102,  ..., 9197, 9198, 9199],
         [9200, 9201, 9202,  ..., 9297, 9298, 9299],
         ...,
         [9700, 9701, 9702,  ..., 9797, 9798, 9799],
         [9800, 9801, 9802,  ..., 9897, 9898, 9899],
         [9900, 9901, 9902,  ..., 9997, 9998, 9999]]], size=(10, 10, 100),
       dtype=torch.int64, device=cpu)`,
	"expanded": `tensor([[7., 7., 7.,  ..., 7., 7., 7.],
        [7., 7., 7.,  ..., 7., 7., 7.],
        [7., 7., 7.,  ..., 7., 7., 7.],
        ...,
        [7., 7., 7.,  ..., 7., 7., 7.],
        [7., 7., 7.,  ..., 7., 7., 7.],
        [7., 7., 7.,  ..., 7., 7., 7.]], size=(1048576, 1048576),
       dtype=torch.float32, device=cpu)`,
	"float16": `tensor([ 0.5000,  1.2500, -3.0000], size=(3,), dtype=torch.float16, device=cpu)`,
	"requiresGrad": `tensor([1., 2.], size=(2,), dtype=torch.float32, device=cpu,
       requires_grad=True)`,
	"quantized": `tensor([-1.0000,  0.0000,  0.5000,  2.0000], size=(4,), dtype=torch.qint8,
       device=cpu)`,
	"sparse": `tensor([[0., 1.],
        [2., 0.]], size=(2, 2), dtype=torch.float32, device=cpu)`,
	"conj": `tensor([1.-2.j, -0.+1.j], size=(2,), dtype=torch.complex64, device=cpu)`,
	"expandedSmall": `tensor([[1.5000, 1.5000],
        [1.5000, 1.5000],
        [1.5000, 1.5000]], size=(3, 2), dtype=torch.float32, device=cpu)`,
	"bfloat16": `tensor([5.0000e-01, 1.0014e-05, 3.0000e+02], size=(3,), dtype=torch.bfloat16,
       device=cpu)`,
	"tall": `tensor([[-3000000, -2999000, -2998000],
        [-2997000, -2996000, -2995000],
        [-2994000, -2993000, -2992000],
        ...,
        [ 2991000,  2992000,  2993000],
        [ 2994000,  2995000,  2996000],
        [ 2997000,  2998000,  2999000]], size=(2000, 3), dtype=torch.int64,
       device=cpu)`,
	"row": `tensor([[0.0000e+00, 1.0000e-06, 2.0000e-06,  ..., 4.9970e-03, 4.9980e-03,
         4.9990e-03]], size=(1, 5000), dtype=torch.float32, device=cpu)`,
	"nonLeaf": `tensor([2., 4.], size=(2,), dtype=torch.float32, device=cpu,
       requires_grad=True)`,
	"quint4x2": `tensor([[ 0.,  1.,  2.,  ..., 15., 15., 15.],
        [15., 15., 15.,  ..., 15., 15., 15.]], size=(2, 1000),
       dtype=torch.quint4x2, device=cpu)`,
}

// rtKeep returns a function that fails the test on err and frees x when
// the test ends: rtKeep(t)(Op(...)).
func rtKeep(t *testing.T) func(x *Tensor, err error) *Tensor {
	return func(x *Tensor, err error) *Tensor {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(x.Free)
		return x
	}
}

// rtArange is torch.arange(n, dtype=dt).reshape(shape).
func rtArange(t *testing.T, n int64, dt DType, shape ...int64) *Tensor {
	t.Helper()
	x := rtKeep(t)(Arange(Int(n), ArangeOptions{Dtype: Some(dt)}).Result())
	if shape == nil {
		return x
	}
	return rtKeep(t)(Reshape(x, shape).Result())
}

// rtFormatCases builds the tensors of rtFormatWant; each comment is the
// Python expression that made the expected string.
var rtFormatCases = map[string]func(t *testing.T) *Tensor{
	// torch.tensor([[1.5, -2], [3.25, 4]])
	"float2x2": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{1.5, -2, 3.25, 4}, 2, 2) },
	// torch.tensor([[1., 2.], [3., 4.]])
	"floatInt": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{1, 2, 3, 4}, 2, 2) },
	// torch.tensor([42, 7, -100])
	"int64": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []int64{42, 7, -100}) },
	// torch.tensor([0, 255, 7], dtype=torch.uint8)
	"uint8": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []uint8{0, 255, 7}) },
	// torch.tensor([True, False, True])
	"bool": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []bool{true, false, true}) },
	// torch.tensor([1+2j, -3.5-0.25j, 0j], dtype=torch.complex128)
	"complex128": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []complex128{1 + 2i, -3.5 - 0.25i, 0}) },
	// torch.tensor([[1.5+1j, 2-1j], [0j, -1+0.5j]], dtype=torch.complex64)
	"complex64": func(t *testing.T) *Tensor {
		return rtMustFromSlice(t, []complex64{1.5 + 1i, 2 - 1i, 0, -1 + 0.5i}, 2, 2)
	},
	// torch.tensor(3.5)
	"scalarFloat": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{3.5}, []int64{}...) },
	// torch.tensor(-12)
	"scalarInt": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []int64{-12}, []int64{}...) },
	// torch.tensor(False)
	"scalarBool": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []bool{false}, []int64{}...) },
	// torch.zeros(0, 3)
	"empty0x3": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{}, 0, 3) },
	// torch.zeros(0, dtype=torch.int64)
	"empty1d": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []int64{}) },
	// torch.tensor([1e-5, 1., 1e10]): scientific, for the ratio and the small value
	"sciSmall": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{1e-5, 1, 1e10}) },
	// torch.tensor([1e10, 2.], dtype=torch.float64): integral but scientific
	"sciInt": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float64{1e10, 2}) },
	// torch.tensor([1.5e-5, 2.5e-5], dtype=torch.float64)
	"sciTiny": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float64{1.5e-5, 2.5e-5}) },
	// torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5])
	"nonfinite": func(t *testing.T) *Tensor {
		return rtMustFromSlice(t, []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 1.5})
	},
	// torch.tensor([float('nan'), 1., -2.])
	"nonfiniteInt": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{float32(math.NaN()), 1, -2}) },
	// torch.tensor([0., -0.])
	"zeros": func(t *testing.T) *Tensor { return rtMustFromSlice(t, []float32{0, float32(math.Copysign(0, -1))}) },
	// torch.arange(30, dtype=torch.float32) / 3: wrapped at 80 columns
	"wrap": func(t *testing.T) *Tensor { return rtKeep(t)(DivScalar(rtArange(t, 30, Float32), Float(3)).Result()) },
	// torch.arange(24).reshape(2, 3, 4)
	"cube": func(t *testing.T) *Tensor { return rtArange(t, 24, Int64, 2, 3, 4) },
	// torch.arange(12.).reshape(3, 4).t()
	"transposed": func(t *testing.T) *Tensor {
		return rtKeep(t)(TransposeInt(rtArange(t, 12, Float32, 3, 4), 0, 1).Result())
	},
	// torch.arange(2000)
	"vec2000": func(t *testing.T) *Tensor { return rtArange(t, 2000, Int64) },
	// torch.arange(4_000_000, dtype=torch.float32).reshape(2000, 2000) / 7
	"grid2000": func(t *testing.T) *Tensor {
		return rtKeep(t)(DivScalar(rtArange(t, 4_000_000, Float32, 2000, 2000), Float(7)).Result())
	},
	// torch.arange(10000).reshape(10, 10, 100)
	"summary3d": func(t *testing.T) *Tensor { return rtArange(t, 10000, Int64, 10, 10, 100) },
	// torch.tensor([7.]).expand(2**20, 2**20): 2^40 elements, one in memory
	"expanded": func(t *testing.T) *Tensor {
		return rtKeep(t)(Expand(rtMustFromSlice(t, []float32{7}), []int64{1 << 20, 1 << 20}).Result())
	},
	// torch.tensor([0.5, 1.25, -3], dtype=torch.float16)
	"float16": func(t *testing.T) *Tensor {
		return rtKeep(t)(ToDtype(rtMustFromSlice(t, []float32{0.5, 1.25, -3}), Float16).Result())
	},
	// torch.tensor([1., 2.], requires_grad=True)
	"requiresGrad": func(t *testing.T) *Tensor {
		x := rtMustFromSlice(t, []float32{1, 2})
		if err := x.SetRequiresGrad(true); err != nil {
			t.Fatal(err)
		}
		return x
	},
	// torch.quantize_per_tensor(torch.tensor([-1., 0., 0.5, 2.]), 0.1, 10, torch.qint8)
	"quantized": func(t *testing.T) *Tensor {
		return rtKeep(t)(QuantizePerTensor(rtMustFromSlice(t, []float32{-1, 0, 0.5, 2}), 0.1, 10, QInt8).Result())
	},
	// torch.tensor([[0., 1.], [2., 0.]]).to_sparse()
	"sparse": func(t *testing.T) *Tensor {
		return rtKeep(t)(ToSparse(rtMustFromSlice(t, []float32{0, 1, 2, 0}, 2, 2)).Result())
	},
	// torch.tensor([1+2j, -1j], dtype=torch.complex64).conj(): a conjugate view
	"conj": func(t *testing.T) *Tensor {
		// Python's -1j has a real part of -0.
		return rtKeep(t)(Conj(rtMustFromSlice(t, []complex64{1 + 2i, complex(float32(math.Copysign(0, -1)), -1)})).Result())
	},
	// torch.tensor([0.5, 1e-5, 300], dtype=torch.bfloat16)
	"bfloat16": func(t *testing.T) *Tensor {
		return rtKeep(t)(ToDtype(rtMustFromSlice(t, []float32{0.5, 1e-5, 300}), BFloat16).Result())
	},
	// (torch.arange(6000).reshape(2000, 3) - 3000) * 1000: one dimension summarised
	"tall": func(t *testing.T) *Tensor {
		x := rtKeep(t)(SubScalar(rtArange(t, 6000, Int64, 2000, 3), Int(3000)).Result())
		return rtKeep(t)(MulScalar(x, Int(1000)).Result())
	},
	// torch.arange(5000.).reshape(1, 5000) / 1e6
	"row": func(t *testing.T) *Tensor {
		return rtKeep(t)(DivScalar(rtArange(t, 5000, Float32, 1, 5000), Float(1e6)).Result())
	},
	// torch.tensor([1., 2.], requires_grad=True) * 2 (PyTorch: grad_fn=<MulBackward0>)
	"nonLeaf": func(t *testing.T) *Tensor {
		x := rtMustFromSlice(t, []float32{1, 2})
		if err := x.SetRequiresGrad(true); err != nil {
			t.Fatal(err)
		}
		return rtKeep(t)(MulScalar(x, Int(2)).Result())
	},
	// torch.quantize_per_tensor(torch.arange(2000.).reshape(2, 1000), 1., 0, torch.quint4x2):
	// packed, so no strided view
	"quint4x2": func(t *testing.T) *Tensor {
		return rtKeep(t)(QuantizePerTensor(rtArange(t, 2000, Float32, 2, 1000), 1, 0, QUInt4x2).Result())
	},
	// torch.tensor([1.5]).expand(3, 2)
	"expandedSmall": func(t *testing.T) *Tensor {
		return rtKeep(t)(Expand(rtMustFromSlice(t, []float32{1.5}), []int64{3, 2}).Result())
	},
}

// TestFormatPyTorch compares String with what PyTorch prints.
func TestFormatPyTorch(t *testing.T) {
	for name, want := range rtFormatWant {
		t.Run(name, func(t *testing.T) {
			build, ok := rtFormatCases[name]
			if !ok {
				t.Fatal("no case builds this tensor")
			}
			if got := build(t).String(); got != want {
				t.Errorf("String() =\n%s\nwant (PyTorch)\n%s", got, want)
			}
		})
	}
	for name := range rtFormatCases {
		if _, ok := rtFormatWant[name]; !ok {
			t.Errorf("case %s has no expected string", name)
		}
	}
}

// TestFormatLarge checks that a summary stays short and fast, and copies no
// more than the entries it shows, whatever the tensor's size.
func TestFormatLarge(t *testing.T) {
	x := rtArange(t, 4_000_000, Float32, 2000, 2000)
	s := x.String()
	if len(s) > 2048 || strings.Count(s, "...") != 2*3+1 || !strings.HasSuffix(s, "size=(2000, 2000), dtype=torch.float32, device=cpu)") {
		t.Errorf("String() of 2000x2000 (%d bytes) =\n%s", len(s), s)
	}
	// 2^40 elements, a view of one: copying them would take terabytes.
	one := rtMustFromSlice(t, []float32{2.5})
	e := rtKeep(t)(Expand(one, []int64{1 << 20, 1 << 20}).Result())
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	s = e.String()
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if elapsed > time.Second {
		t.Errorf("String() of a 2^40-element view took %v", elapsed)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("String() of a 2^40-element view allocated %d bytes in Go", n)
	}
	if len(s) > 2048 || !strings.HasPrefix(s, "tensor([[2.5000, 2.5000, 2.5000,  ..., 2.5000, 2.5000, 2.5000],\n") {
		t.Errorf("String() of a 2^40-element view (%d bytes) =\n%s", len(s), s)
	}
}

// TestFormatInvalid covers the tensors that have no elements to print.
func TestFormatInvalid(t *testing.T) {
	var nilTensor *Tensor
	if got := nilTensor.String(); got != "Tensor(nil)" {
		t.Errorf("nil: %q", got)
	}
	x, err := FromSlice([]float32{1})
	if err != nil {
		t.Fatal(err)
	}
	x.Free()
	if got := x.String(); got != "Tensor(freed)" {
		t.Errorf("freed: %q", got)
	}
	// A meta tensor has a shape but no data.
	m := rtKeep(t)(Zeros([]int64{2, 3}, ZerosOptions{Device: Some(Device{Type: Meta, Index: -1})}).Result())
	if got, want := m.String(), "tensor(..., size=(2, 3), dtype=torch.float32, device=meta)"; got != want {
		t.Errorf("meta: %q, want %q", got, want)
	}
}

// TestFormatError checks that an error becomes text: a sparse tensor has
// no strided view, and its dense equivalent here would take 2^62 bytes.
func TestFormatError(t *testing.T) {
	x := rtKeep(t)(SparseCooTensorSize([]int64{1 << 30, 1 << 30},
		SparseCooTensorSizeOptions{Dtype: Some(Float32), Layout: Some(SparseCoo)}).Result())
	before := LiveTensors()
	s := x.String()
	if !strings.HasPrefix(s, "Tensor(torch: ") || !strings.HasSuffix(s, ")") {
		t.Errorf("String() of an unprintable tensor = %q", s)
	}
	if after := LiveTensors(); after != before {
		t.Errorf("live tensors: %d before String, %d after", before, after)
	}
}

// TestFormatNoLeak checks that String frees every handle it makes.
func TestFormatNoLeak(t *testing.T) {
	xs := []*Tensor{
		rtArange(t, 4_000_000, Float32, 2000, 2000),
		rtMustFromSlice(t, []complex64{1, 2i}),
		rtKeep(t)(ToSparse(rtMustFromSlice(t, []float32{0, 1, 2, 0}, 2, 2)).Result()),
	}
	before := LiveTensors()
	for _, x := range xs {
		_ = x.String()
	}
	if after := LiveTensors(); after != before {
		t.Errorf("live tensors: %d before String, %d after", before, after)
	}
}

// TestFormatFloatFormatter checks the choice of notation and width on its
// own; the expected strings are PyTorch's _Formatter(torch.tensor(vals,
// dtype=torch.float64)).format(v) for each v.
func TestFormatFloatFormatter(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		vals []float64
		want []string
	}{
		{[]float64{0, 0}, []string{"0.", "0."}},
		{[]float64{1, -10}, []string{"  1.", "-10."}},
		{[]float64{0.5, 123.25}, []string{"  0.5000", "123.2500"}},
		{[]float64{1e8, 2e8}, []string{"1.0000e+08", "2.0000e+08"}},
		{[]float64{1e8, 1e9}, []string{"1.0000e+08", "1.0000e+09"}},
		{[]float64{0.5, 5e-5}, []string{"5.0000e-01", "5.0000e-05"}},
		{[]float64{nan, 0.25}, []string{"   nan", "0.2500"}},
		{[]float64{-1e100, 1}, []string{"-1.0000e+100", "  1.0000e+00"}},
		{[]float64{2.5, 2.5e-4}, []string{"2.5000e+00", "2.5000e-04"}},
		{[]float64{1e300, -1e-300}, []string{" 1.0000e+300", "-1.0000e-300"}},
		{[]float64{0.125, 0.00015}, []string{"0.1250", "0.0001"}},
	} {
		f := rtNewFloatFormatter(c.vals)
		for i, v := range c.vals {
			if got := f.format(v); got != c.want[i] {
				t.Errorf("format(%v) among %v = %q, want %q", v, c.vals, got, c.want[i])
			}
		}
	}
}

// BenchmarkString formats a 10^8-element tensor (400 MB of float32, made
// once), of which only the 36 entries of the summary are copied out of
// libtorch, and a 2x2 one.
func BenchmarkString(b *testing.B) {
	for _, shape := range [][]int64{{10_000, 10_000}, {2, 2}} {
		b.Run(rtPyTuple(shape), func(b *testing.B) {
			x, err := Randn(shape).Result()
			if err != nil {
				b.Fatal(err)
			}
			defer x.Free()
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if s := x.String(); len(s) > 2048 {
					b.Fatalf("String() is %d bytes", len(s))
				}
			}
		})
	}
}

// TestFormatVerbs checks fmt's verbs on tensors: a 0-dim tensor formats as
// its value, as Python's f"{t:.4f}" formats t.item() (the expected %f, %e,
// %d and %x strings are Python 1.13.1's for the same tensors and specs; %g
// is Go's shortest form, where Python's default is 6 digits), and a
// numeric verb elsewhere is fmt's bad-verb form around String.
func TestFormatVerbs(t *testing.T) {
	f := rtKeep(t)(Full([]int64{}, Float(2.0/3)).Result())
	i := rtKeep(t)(Full([]int64{}, Int(-42), FullOptions{Dtype: Some(Int64)}).Result())
	v := rtMustFromSlice(t, []float32{1, 2})
	for _, c := range []struct {
		format string
		arg    *Tensor
		want   string
	}{
		{"%.4f", f, "0.6667"},
		{"%8.3f|", f, "   0.667|"},
		{"%e", f, "6.666667e-01"},
		{"%g", f, "0.6666666865348816"}, // float32's value, as item() gives
		{"%d", i, "-42"},
		{"%x", i, "-2a"},
		{"%.1f", i, "-42.0"},
		{"%v", v, v.String()},
		{"%s", f, f.String()},
		{"%d", f, "%!d(*torch.Tensor=" + f.String() + ")"},
		{"%.4f", v, "%!f(*torch.Tensor=" + v.String() + ")"},
		{"%f", (*Tensor)(nil), "%!f(*torch.Tensor=Tensor(nil))"},
	} {
		if got := fmt.Sprintf(c.format, c.arg); got != c.want {
			t.Errorf("Sprintf(%q, %s) = %q, want %q", c.format, c.arg, got, c.want)
		}
	}
}
