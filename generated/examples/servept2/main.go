//go:build pt2

// Command servept2 is the serve example on an AOTInductor package instead
// of TorchScript: it loads model.pt2 (model.py's classifier, exported and
// compiled by export.py with scripts/pt2/compile_pt2.py's recipe) and
// serves POST /v1/predict with one runner per parallel request until it
// gets SIGINT or SIGTERM, then finishes the requests in flight and exits.
// serve.py is the same server in Python, on PyTorch's loader of the same
// package.
//
// It needs a package generated for a libtorch with AOTInductor's loader
// (2.6 or later; the committed generated/torch is 1.13.1's, which has
// none), hence the pt2 build tag; scripts/test-serve-pt2.sh (make
// test-serve-pt2) builds and tests it so in the sid root. The .pt2 is not
// committed: it is tied to the libtorch (and the CPU kind) it was compiled
// for. docs/SERVING-PT2.md, "Serving over HTTP":
//
//	python3 export.py                   # model.pt2 and expect.json here
//	go run -tags pt2 . -addr 127.0.0.1:8080 -model model.pt2
//	curl -d @request.json http://127.0.0.1:8080/v1/predict
//	python3 serve.py 127.0.0.1:8081 model.pt2   # the Python twin
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	model := flag.String("model", "model.pt2", "AOTInductor package to serve")
	parallel := flag.Int("parallel", runtime.GOMAXPROCS(0), "runs at once (the package's runners)")
	flag.Parse()
	// Signals are caught from the start: one that comes before the server
	// is up still stops it cleanly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	s, err := newServer(*model, *parallel)
	if err != nil {
		log.Fatal(err)
	}
	defer s.close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("listening on http://%s\n", ln.Addr())
	srv := &http.Server{Handler: s.routes(), ReadHeaderTimeout: 5 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		log.Fatal(err)
	case <-ctx.Done():
	}
	// Shutdown returns once the requests in flight are answered, so the
	// package is freed (deferred above) only after its last Run.
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		log.Print(err)
	}
	fmt.Println("stopped")
}
