package distributed

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

// Data-parallel training: 2 ranks, each with half of the batch, end where
// one process training on the whole batch ends (the bound, 1e-5).
// Each rank starts from parameters of its own seed: NewDataParallel's
// broadcast must make them rank 0's.

const (
	ddpBatch = 16
	ddpSteps = 5
)

func init() {
	workers["ddp"] = func() error {
		g, err := InitProcessGroup("gloo", InitOptions{Timeout: 60 * time.Second})
		if err != nil {
			return err
		}
		defer DestroyProcessGroup()
		params, err := trainMLP(g.Rank(), g.Size(), true)
		if err != nil {
			return err
		}
		return writeFloats(filepath.Join(os.Getenv("DDP_OUT"), fmt.Sprintf("rank%d.bin", g.Rank())), params)
	}
}

// trainMLP trains Linear(2,64), ReLU, Linear(64,3) with Adam for ddpSteps
// on this rank's share of a fixed batch, and returns its parameters,
// flattened. The model's initial parameters come from seed 1000+rank.
func trainMLP(rank, size int64, parallel bool) ([]float32, error) {
	var flat []float32
	err := torch.WithScope(func(s *torch.Scope) error {
		if err := torch.ManualSeed(7); err != nil {
			return err
		}
		x, err := torch.Randn([]int64{ddpBatch, 2}).Result()
		if err != nil {
			return err
		}
		i, err := torch.Arange(torch.Int(ddpBatch)).Result()
		if err != nil {
			return err
		}
		y := i.Mod(3)
		share := int64(ddpBatch) / size
		x, y = x.Narrow(0, rank*share, share), y.Narrow(0, rank*share, share)
		if err := torch.ManualSeed(1000 + rank); err != nil {
			return err
		}
		net := nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))
		if err := net.Err(); err != nil {
			return err
		}
		var dp *DataParallel
		if parallel {
			if dp, err = NewDataParallel(net.Parameters()); err != nil {
				return err
			}
		}
		opt, err := torch.Adam(net.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
		if err != nil {
			return err
		}
		defer opt.Free()
		for step := 0; step < ddpSteps; step++ {
			err := torch.WithScope(func(s *torch.Scope) error {
				loss, err := torch.CrossEntropyLoss(net.Forward(x), y).Result()
				if err != nil {
					return err
				}
				if err := loss.Backward(); err != nil {
					return err
				}
				if dp != nil {
					if err := dp.AverageGradients(); err != nil {
						return err
					}
				}
				if err := opt.Step(); err != nil {
					return err
				}
				return opt.ZeroGrad()
			})
			if err != nil {
				return err
			}
		}
		for _, p := range net.Parameters() {
			v, err := torch.ToSlice[float32](p.Detach().Contiguous().Reshape([]int64{-1}))
			if err != nil {
				return err
			}
			flat = append(flat, v...)
		}
		return nil
	})
	return flat, err
}

func TestDataParallelMatchesOneProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ranks := []rank{{worker: "ddp", env: []string{"DDP_OUT=" + dir}}, {worker: "ddp", env: []string{"DDP_OUT=" + dir}}}
	requireSuccess(t, launch(t, ranks, 90*time.Second, nil))
	if t.Failed() {
		return
	}
	want, err := trainMLP(0, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	for r := range ranks {
		got, err := readFloats(filepath.Join(dir, "rank"+strconv.Itoa(r)+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("rank %d: %d parameters, want %d", r, len(got), len(want))
		}
		worst := 0.0
		for i := range got {
			worst = math.Max(worst, math.Abs(float64(got[i])-float64(want[i])))
		}
		if worst > 1e-5 {
			t.Errorf("rank %d: parameters differ from one process's by up to %g (bound 1e-5)", r, worst)
		}
		t.Logf("rank %d: largest difference from one process %g", r, worst)
	}
}

// TestBucketize: one dtype per bucket, at most the cap unless a tensor
// alone exceeds it, in parameter order.
func TestBucketize(t *testing.T) {
	f := func(n int64) *torch.Tensor { return torch.MustFromSlice(make([]float32, n)) }
	d := torch.MustFromSlice(make([]float64, 4))
	params := []*torch.Tensor{f(4), f(4), d, f(4), f(20), f(1)}
	got, err := bucketize(params, 32) // 8 float32s
	if err != nil {
		t.Fatal(err)
	}
	want := "[[0 1] [2] [3] [4] [5]]"
	if fmt.Sprint(got) != want {
		t.Errorf("buckets %v, want %s", got, want)
	}
	freed := f(1)
	freed.Free()
	if _, err := bucketize([]*torch.Tensor{freed}, 32); err == nil {
		t.Error("a freed parameter: no error")
	}
}

func writeFloats(path string, v []float32) error {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return os.WriteFile(path, b, 0o644)
}

func readFloats(path string) ([]float32, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v, nil
}
