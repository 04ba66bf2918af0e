// Command ortbench times the four serving models of make bench-aoti-models
// from Go two ways in one process: the .pt2 packages through the generated
// package's AOTIModel.Run (inputs in, outputs freed, as BenchmarkAOTIModels
// runs them), and the same models exported to ONNX through ONNX Runtime
// (github.com/yalue/onnxruntime_go, an AdvancedSession: its input and
// output tensors bound once, one intra-op and one inter-op thread). Both
// take the same input and are checked against eager PyTorch's output
// before any timing. scripts/bench-ort.sh (make bench-ort) builds and runs
// it in the sid root; it lives in a module of its own so that the
// generated package keeps no dependency on ONNX Runtime.
//
//	ortbench -pt2 DIR -onnx DIR -ort libonnxruntime.so.1 [-rounds 5] [-time 1s] [-variant model=file.pt2]...
package main

import (
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	ort "github.com/yalue/onnxruntime_go"

	"example.com/ortbench/torch"
)

// Outputs must agree with eager's within atol + rtol*|eager|.
const atol, rtol = 1e-4, 1e-4

type variants []string

func (v *variants) String() string     { return strings.Join(*v, ",") }
func (v *variants) Set(s string) error { *v = append(*v, s); return nil }

// runner is one engine on one model: run does one inference.
type runner struct {
	label string
	run   func() error
	perUs []float64 // µs a run, one per round
}

func main() {
	pt2Dir := flag.String("pt2", "", "export_models.py's directory (models.json, <name>.pt2)")
	onnxDir := flag.String("onnx", "", "export_onnx.py's directory (onnx.json, <name>.onnx, .in.f32, .eager.f32)")
	lib := flag.String("ort", "", "ONNX Runtime's shared library")
	rounds := flag.Int("rounds", 5, "rounds; each times every engine on every model")
	roundTime := flag.Duration("time", time.Second, "time per engine and model in a round")
	var extra variants
	flag.Var(&extra, "variant", "model=FILE.pt2: also time this package on that model's input (repeatable)")
	flag.Parse()
	if err := run(*pt2Dir, *onnxDir, *lib, *rounds, *roundTime, extra); err != nil {
		fmt.Fprintln(os.Stderr, "ortbench:", err)
		os.Exit(1)
	}
}

type onnxModel struct {
	Name        string  `json:"name"`
	ONNX        string  `json:"onnx"`
	Shape       []int64 `json:"shape"`
	OutputShape []int64 `json:"output_shape"`
}

func run(pt2Dir, onnxDir, lib string, rounds int, roundTime time.Duration, extra variants) error {
	var list struct {
		Opset  int         `json:"opset"`
		Models []onnxModel `json:"models"`
	}
	if err := readJSON(filepath.Join(onnxDir, "onnx.json"), &list); err != nil {
		return err
	}
	ort.SetSharedLibraryPath(lib)
	if err := ort.InitializeEnvironment(); err != nil {
		return fmt.Errorf("ONNX Runtime %s: %w", lib, err)
	}
	defer ort.DestroyEnvironment()
	if err := torch.SetNumThreads(1); err != nil {
		return err
	}
	fmt.Printf("ONNX Runtime %s (ONNX opset %d); AOTIModel on libtorch's one thread; %d rounds of %v per engine and model\n",
		ort.GetVersion(), list.Opset, rounds, roundTime)

	var models [][]*runner
	for _, m := range list.Models {
		in, err := readFloats(filepath.Join(onnxDir, m.Name+".in.f32"))
		if err != nil {
			return err
		}
		want, err := readFloats(filepath.Join(onnxDir, m.Name+".eager.f32"))
		if err != nil {
			return err
		}
		pkgs := []string{m.Name + "=" + filepath.Join(pt2Dir, m.Name+".pt2")}
		for _, v := range extra {
			if strings.HasPrefix(v, m.Name+"=") {
				pkgs = append(pkgs, v)
			}
		}
		var rs []*runner
		for _, p := range pkgs {
			path := p[strings.IndexByte(p, '=')+1:]
			r, free, err := pt2Runner(path, m, in, want)
			if err != nil {
				return err
			}
			defer free()
			rs = append(rs, r)
		}
		r, free, err := ortRunner(filepath.Join(onnxDir, m.ONNX), m, in, want)
		if err != nil {
			return err
		}
		defer free()
		models = append(models, append(rs, r))
	}

	for range rounds {
		for _, rs := range models {
			timeRound(rs, roundTime)
		}
	}
	fmt.Printf("%-18s %-28s %14s %14s %10s\n", "model", "engine", "median µs/run", "best µs/run", "/ORT")
	for i, rs := range models {
		ortMed := median(rs[len(rs)-1].perUs)
		for _, r := range rs {
			fmt.Printf("%-18s %-28s %14.2f %14.2f %9.2f×\n", list.Models[i].Name, r.label,
				median(r.perUs), slices.Min(r.perUs), median(r.perUs)/ortMed)
		}
	}
	return nil
}

// pt2Runner loads the package at path and checks its output on in.
func pt2Runner(path string, m onnxModel, in, want []float32) (*runner, func(), error) {
	pkg, err := torch.LoadAOTIModel(path)
	if err != nil {
		return nil, nil, err
	}
	x := torch.MustFromSlice(in, m.Shape...)
	free := func() { x.Free(); pkg.Free() }
	out, err := pkg.Run(x)
	if err != nil {
		free()
		return nil, nil, err
	}
	got, err := torch.ToSlice[float32](out[0])
	for _, o := range out {
		o.Free()
	}
	if err == nil {
		err = agree(m.Name+": "+filepath.Base(path), got, want)
	}
	if err != nil {
		free()
		return nil, nil, err
	}
	r := &runner{label: ".pt2 " + filepath.Base(path), run: func() error {
		out, err := pkg.Run(x)
		for _, o := range out {
			o.Free()
		}
		return err
	}}
	return r, free, nil
}

// ortRunner makes a session of the ONNX file at path on one thread, its
// input and output bound once, and checks its output on in.
func ortRunner(path string, m onnxModel, in, want []float32) (*runner, func(), error) {
	opts, err := ort.NewSessionOptions()
	if err != nil {
		return nil, nil, err
	}
	defer opts.Destroy()
	if err := opts.SetIntraOpNumThreads(1); err != nil {
		return nil, nil, err
	}
	if err := opts.SetInterOpNumThreads(1); err != nil {
		return nil, nil, err
	}
	x, err := ort.NewTensor(ort.NewShape(m.Shape...), slices.Clone(in))
	if err != nil {
		return nil, nil, err
	}
	y, err := ort.NewEmptyTensor[float32](ort.NewShape(m.OutputShape...))
	if err != nil {
		x.Destroy()
		return nil, nil, err
	}
	s, err := ort.NewAdvancedSession(path, []string{"x"}, []string{"y"}, []ort.Value{x}, []ort.Value{y}, opts)
	free := func() { x.Destroy(); y.Destroy() }
	if err != nil {
		free()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	free = func() { s.Destroy(); x.Destroy(); y.Destroy() }
	if err := s.Run(); err != nil {
		free()
		return nil, nil, err
	}
	if err := agree(m.Name+": ONNX Runtime", y.GetData(), want); err != nil {
		free()
		return nil, nil, err
	}
	return &runner{label: "ONNX Runtime", run: s.Run}, free, nil
}

// agree reports got's largest difference from want, an error past the
// tolerance.
func agree(what string, got, want []float32) error {
	if len(got) != len(want) {
		return fmt.Errorf("%s: %d outputs, eager has %d", what, len(got), len(want))
	}
	worst := 0.0
	for i := range got {
		d := math.Abs(float64(got[i] - want[i]))
		if d > atol+rtol*math.Abs(float64(want[i])) || math.IsNaN(d) {
			return fmt.Errorf("%s: output %d is %g, eager's %g", what, i, got[i], want[i])
		}
		worst = max(worst, d)
	}
	fmt.Printf("%s: agrees with eager (max |difference| %.2g)\n", what, worst)
	return nil
}

// timeRound runs the engines of one model in alternating blocks of about
// 2 ms each until each has run for about d, and appends each one's µs a
// run to its perUs.
func timeRound(rs []*runner, d time.Duration) {
	blocks := make([]int, len(rs))
	for i, r := range rs {
		t0 := time.Now()
		for range 3 {
			must(r.run())
		}
		blocks[i] = max(2, min(10000, int(2*time.Millisecond/max(time.Since(t0)/3, 1))))
	}
	spent := make([]time.Duration, len(rs))
	runs := make([]int, len(rs))
	for spent[0] < d {
		for i, r := range rs {
			t0 := time.Now()
			for range blocks[i] {
				must(r.run())
			}
			spent[i] += time.Since(t0)
			runs[i] += blocks[i]
		}
	}
	for i, r := range rs {
		r.perUs = append(r.perUs, float64(spent[i].Nanoseconds())/1e3/float64(runs[i]))
	}
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "ortbench:", err)
		os.Exit(1)
	}
}

func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

func readFloats(path string) ([]float32, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	v := make([]float32, len(data)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
	}
	return v, nil
}
