package nn

// python is the interpreter with Debian's python3-torch 1.13.1.
const python = "/usr/bin/python3"

// interopScript builds interopModel's architecture in PyTorch, loads the
// state dict Go saved (argv[1]) with load_state_dict(strict=True), prints
// its eval-mode output on interopInput as float32 hex bits, then saves a
// freshly seeded model of its own (argv[2]) after one train-mode forward
// (so BatchNorm's running statistics move), and prints that model's eval
// output the same way.
const interopScript = `
import sys, torch, torch.nn as nn
def model():
    return nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2))
def out(m):
    m.eval()
    with torch.no_grad():
        y = m(torch.arange(15.).reshape(5, 3).sin())
    return y.contiguous().reshape(-1).numpy().astype('<f4').tobytes().hex()
m = model()
m.load_state_dict(torch.load(sys.argv[1]), strict=True)
print(out(m))
torch.manual_seed(7)
p = model()
p(torch.arange(15.).reshape(5, 3).cos())
torch.save(p.state_dict(), sys.argv[2])
print(out(p))
`

// interopModel is the architecture of interopScript's model().
func interopModel() *Sequential {
	return NewSequential(NewLinear(3, 4), NewBatchNorm1d(4), &ReLU{}, NewLinear(4, 2))
}
