# serve.py is what main.go does, written in Python with the standard
# library's threading HTTP server, so the two can be measured side by side
# (BenchmarkServePython in main_test.go starts it):
#
#	/usr/bin/python3 serve.py 127.0.0.1:8080 model.pt
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import torch

torch.set_num_threads(1)
host, port = sys.argv[1].rsplit(":", 1)
model = torch.jit.load(sys.argv[2]).eval()
features = next(model.parameters()).shape[1]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep connections open, as Go's server does
    disable_nagle_algorithm = True  # headers and body are two writes

    def do_POST(self):
        if self.path != "/v1/predict":
            return self.send_error(404)
        try:
            rows = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["instances"]
            x = torch.tensor(rows, dtype=torch.float32).reshape(-1, features)
        except Exception as e:
            return self.send_error(400, str(e))
        with torch.inference_mode():
            body = json.dumps({"predictions": model(x).tolist()}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer((host, int(port)), Handler)
print(f"listening on http://{host}:{server.server_address[1]}", flush=True)
server.serve_forever()
