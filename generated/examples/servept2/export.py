"""Export model.py's classifier and compile it into the .pt2 package that
the servept2 example serves, with the project's recipe
(scripts/pt2/compile_pt2.py; docs/SERVING-PT2.md):

    python3 export.py [DIR]     # DIR defaults to this directory

writes DIR/model.pt2 and DIR/expect.json: the inputs of fixed requests
(request.json's instances and seeded random batches), the eager model's
outputs for them and those of PyTorch's own loader of the package, which
main_test.go compares the Go server's answers with. The package's metadata
says the row width and the largest batch (features, max_rows): the
servers read them from there. Needs PyTorch >= 2.6, a C++ compiler and,
on Debian, libsleef-dev; the package is tied to this PyTorch's libtorch.
"""
import json
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
# compile_pt2.py: next to this file (where scripts/test-serve-pt2.sh puts
# it) or in the repository's scripts/pt2.
sys.path[:0] = [here, os.path.join(here, "..", "..", "..", "scripts", "pt2")]

# The package's input checks, on as LoadAOTIModel and serve.py turn them.
os.environ.setdefault("AOTI_RUNTIME_CHECK_INPUTS", "1")

import torch  # noqa: E402
import torch.fx.experimental._config as fx_config  # noqa: E402
from compile_pt2 import compile_pt2  # noqa: E402
from model import FEATURES, MAX_ROWS, dynamic_shapes, example_inputs, model  # noqa: E402

# Batches of these sizes, besides request.json's three rows.
BATCHES = (1, 2, 7, 64, MAX_ROWS)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else here
    os.makedirs(out, exist_ok=True)
    pt2 = os.path.join(out, "model.pt2")
    m = model()
    t0 = time.time()
    # Two settings over the recipe's:
    # - one thread per run (no OpenMP teams in the kernels): the servers
    #   run requests in parallel instead, one per CPU, as serve does with
    #   set_num_threads(1). Left to the default, every kernel would start a
    #   team of as many threads as the compiling machine has CPUs, in each
    #   concurrent run;
    # - size-oblivious batch sizes: otherwise the compiled program assumes
    #   (and its input checks demand) at least 2 rows, torch.export's
    #   0/1 specialization, although the Dim says 1.
    with torch._inductor.config.patch({"cpp.threads": 1}), fx_config.patch(backed_size_oblivious=True):
        report = compile_pt2(m, example_inputs(), pt2, dynamic_shapes=dynamic_shapes(),
                             metadata={"features": str(FEATURES), "max_rows": str(MAX_ROWS)})
    took = time.time() - t0

    with open(os.path.join(here, "request.json")) as f:
        requests = [json.load(f)["instances"]]
    g = torch.Generator().manual_seed(1)
    # float32 values, so that the JSON's doubles read back exactly.
    requests += [torch.randn(b, FEATURES, generator=g).tolist() for b in BATCHES]
    loaded = torch._inductor.aoti_load_package(pt2)
    cases = []
    with torch.inference_mode():
        for rows in requests:
            x = torch.tensor(rows, dtype=torch.float32)
            cases.append({"instances": rows, "eager": m(x).tolist(), "aoti": loaded(x).tolist()})
    with open(os.path.join(out, "expect.json"), "w") as f:
        json.dump({"torch": torch.__version__, "report": report,
                   "metadata": loaded.get_metadata(), "cases": cases}, f)
    print(f"exported {pt2} with torch {torch.__version__} in {took:.1f} s "
          f"(export {report['export_seconds']} s, compile {report['compile_seconds']} s, "
          f"{report['bytes']} bytes)")


if __name__ == "__main__":
    main()
