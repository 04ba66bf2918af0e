// Command serve answers HTTP prediction requests with a model trained in
// Python: it loads model.pt (a TorchScript module saved by model.py) and
// serves POST /v1/predict until it gets SIGINT or SIGTERM, then finishes
// the requests in flight and exits.
//
//	go run ./examples/serve -addr 127.0.0.1:8080 -model examples/serve/model.pt
//	curl -d @examples/serve/request.json http://127.0.0.1:8080/v1/predict
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

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	model := flag.String("model", "model.pt", "TorchScript module to serve")
	flag.Parse()
	// Signals are caught from the start: one that comes before the server
	// is up still stops it cleanly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// One intra-op thread per forward: requests run in parallel instead,
	// one per CPU, which is what a server with small batches wants.
	if err := torch.SetNumThreads(1); err != nil {
		log.Fatal(err)
	}
	s, err := newServer(*model, runtime.GOMAXPROCS(0))
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
	// model is freed (deferred above) only after its last forward.
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		log.Print(err)
	}
	fmt.Println("stopped")
}
