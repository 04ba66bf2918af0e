package nn

import (
	"encoding/json"
	"math"
	"testing"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// noneFixtures is scripts/make-nn-none-fixtures.py's output on the machine
// that made it (PyTorch 1.13.1), for a machine without Python; the test
// makes its own with Python where it can and compares bit for bit.
const noneFixtures = `{"inputs": [[1062052736, 1043531654, 1035352614, 3206356128, 1027418575, 3215926046, 1051511848, 1065446463, 3216487413, 1064974584, 1057334545, 1067349006, 3210565826, 1050218853, 1054254036], [3181611690, 1064118595, 1062260798, 1056803178, 3190309558, 3207433966, 3213332693, 1061120268, 1047832260, 3200829418, 1041993620, 3214378130, 1057541085, 3216620317, 3206618792], [1042161406, 3195924770, 1055404366, 1011227062, 1068222418, 1069228784, 1054822526, 1065495936, 3222032988, 1046048054, 3211821789, 3198528525, 3213295812, 1062396613, 3204902083]], "outs": [[1063833798, 3207735982, 1049866155, 3212817267, 3213471755, 3213764776, 1049655374, 1071832371, 3214303734, 1066560935, 1051222348, 1068637552, 3215661668, 3198730378, 1058734725], [1024271613, 1065750639, 1069878250, 1065378767, 3195692789, 3205207542, 3217995583, 1062596701, 1060897827, 3204165168, 1040524727, 3214943789, 1065932245, 3219284087, 3203691340], [1053205263, 3208744745, 1058018206, 1038858286, 1066207723, 1068697530, 1064147430, 1060690405, 3218124201, 1056931029, 3217569054, 3181801026, 3220639854, 1056839503, 3196053473], [1066672248, 3188364718, 1050015651, 3210607397, 3197566586, 3212818877, 1056689938, 1063708309, 3213325519, 1068759362, 1050097271, 1067965703, 3214729172, 1016632869, 1058401768]], "running_mean": [3151860116, 1049714972, 3195484524], "running_var": [1056627475, 1059480776, 1067638784], "num_batches_tracked": 3}`

type noneCase struct {
	Inputs            [][]uint32 `json:"inputs"`
	Outs              [][]uint32 `json:"outs"`
	RunningMean       []uint32   `json:"running_mean"`
	RunningVar        []uint32   `json:"running_var"`
	NumBatchesTracked int64      `json:"num_batches_tracked"`
}

// nn.BatchNorm1d(3, momentum=None): three training batches fold into the
// running statistics as their cumulative average, then evaluation uses
// them — Python's numbers.
func TestBatchNormMomentumNone(t *testing.T) {
	oneThread(t)
	scripts := []string{"make-nn-none-fixtures.py"}
	py, err := runPythonFixtures(scripts, torch.Version())
	if err != nil {
		t.Fatal(err)
	}
	raw, tol := json.RawMessage(noneFixtures), 1e-6
	if py.values != nil {
		raw, tol = py.values[scripts[0]], 0
	}
	t.Log(fixtureNote(py, scripts, tol))
	var c noneCase
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	fix := func(bits []uint32, shape ...int64) fixTensor { return fixTensor{shape: shape, bits: bits} }

	m := NewBatchNorm1d(3, BatchNormOptions{Momentum: torch.Null[float64]()})
	defer m.Free()
	if !m.CumulativeAverage {
		t.Fatal("Momentum: torch.Null did not ask for the cumulative average")
	}
	run := func(i int, in []uint32) {
		x := fixture(t, fix(in, 5, 3))
		defer x.Free()
		y := m.Forward(x)
		defer y.Free()
		same(t, "output", y, fix(c.Outs[i], 5, 3), tol)
	}
	for i, in := range c.Inputs {
		run(i, in)
	}
	same(t, "running_mean", m.RunningMean, fix(c.RunningMean, 3), tol)
	same(t, "running_var", m.RunningVar, fix(c.RunningVar, 3), tol)
	same(t, "num_batches_tracked", m.NumBatchesTracked, fixTensor{ints: []int64{c.NumBatchesTracked}}, 0)
	m.Eval()
	run(len(c.Inputs), c.Inputs[0])

	// The default (zero value) is momentum=0.1, not None.
	d := NewBatchNorm1d(3)
	defer d.Free()
	if d.CumulativeAverage || d.Momentum != 0.1 {
		t.Errorf("default BatchNorm: CumulativeAverage %v, Momentum %v", d.CumulativeAverage, d.Momentum)
	}
	if got := torch.Null[float64]().Or(0.1); got != 0.1 || math.IsNaN(got) {
		t.Errorf("Null().Or(0.1) = %v", got)
	}
}
