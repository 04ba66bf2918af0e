# serve.py is what main.go does, written in Python with the standard
# library's threading HTTP server, on PyTorch's own loader of the same
# package: the same API, limits and error messages (TestPythonTwin in
# main_test.go starts it and compares the answers):
#
#	python3 serve.py 127.0.0.1:8080 model.pt2 [PARALLEL]
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The package checks its inputs' shapes only with this set (read at its
# first run), as LoadAOTIModel sets it.
os.environ.setdefault("AOTI_RUNTIME_CHECK_INPUTS", "1")

import torch  # noqa: E402
from torch._inductor.package import load_package  # noqa: E402

MAX_BODY_BYTES = 1 << 20

host, port = sys.argv[1].rsplit(":", 1)
parallel = int(sys.argv[3]) if len(sys.argv) > 3 else os.cpu_count()
# What torch._inductor.aoti_load_package calls, with one runner per run
# that may run at once (aoti_load_package gives the package one runner).
model = load_package(sys.argv[2], num_runners=parallel)
metadata = model.get_metadata()
features, max_rows = int(metadata["features"]), int(metadata["max_rows"])
slots = threading.BoundedSemaphore(parallel)


class BadRequest(Exception):
    pass


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def instances(body):
    """The request's rows, or BadRequest saying what main.go's server says."""
    try:
        req = json.loads(body)
    except ValueError as e:
        raise BadRequest(f"bad JSON: {e}")
    rows = (req.get("instances") or []) if isinstance(req, dict) else None
    if not isinstance(rows, list) or not all(isinstance(r, list) and all(map(is_number, r)) for r in rows):
        raise BadRequest('bad JSON: want {"instances": [[number, ...], ...]}')
    if not rows:
        raise BadRequest("no instances")
    if len(rows) > max_rows:
        raise BadRequest(f"too many instances: {len(rows)}, at most {max_rows}")
    for i, r in enumerate(rows):
        if len(r) != features:
            raise BadRequest(f"wrong row width: instance {i} has {len(r)} values, want {features}")
    return rows


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep connections open, as Go's server does
    disable_nagle_algorithm = True  # headers and body are two writes

    def do_GET(self):
        if self.path != "/healthz":
            return self.reply(404 if self.path != "/v1/predict" else 405, {"error": "not found"})
        self.reply(200, "ok")

    def do_POST(self):
        if self.path != "/v1/predict":
            return self.reply(404, {"error": "not found"})
        n = int(self.headers.get("Content-Length") or 0)
        if n > MAX_BODY_BYTES:
            # Read and dropped, as Go's server does up to a point: a client
            # still writing the body would not see the answer otherwise.
            if n > 16 * MAX_BODY_BYTES:
                self.close_connection = True
            else:
                while n > 0:
                    chunk = self.rfile.read(min(n, 1 << 16))
                    if not chunk:
                        break
                    n -= len(chunk)
            return self.reply(413, {"error": f"request body too large: over {MAX_BODY_BYTES} bytes"})
        try:
            rows = instances(self.rfile.read(n))
        except BadRequest as e:
            return self.reply(400, {"error": str(e)})
        with slots, torch.inference_mode():
            preds = model(torch.tensor(rows, dtype=torch.float32)).tolist()
        self.reply(200, {"predictions": preds})

    def reply(self, status, body):
        data = (json.dumps(body) + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer((host, int(port)), Handler)
print(f"listening on http://{host}:{server.server_address[1]}", flush=True)
server.serve_forever()
