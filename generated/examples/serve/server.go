package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// Limits on one request: its body, and the rows it may ask for.
const (
	maxBodyBytes = 1 << 20
	maxRows      = 1024
)

// server answers prediction requests with one TorchScript module, shared
// by all requests: a module's forward may run on many goroutines at once.
type server struct {
	model    *torch.Module
	features int64         // the width of a row: the first layer's input size
	slots    chan struct{} // bounds the forwards running at once
}

// newServer loads the module saved at path, puts it in eval mode, and
// allows parallel forwards at once.
func newServer(path string, parallel int) (*server, error) {
	m, err := torch.LoadModule(path)
	if err != nil {
		return nil, err
	}
	features, err := inputWidth(m)
	if err == nil {
		err = m.Eval()
	}
	s := &server{model: m, features: features, slots: make(chan struct{}, parallel)}
	if err == nil {
		err = s.warmUp()
	}
	if err != nil {
		m.Free()
		return nil, err
	}
	return s, nil
}

// inputWidth is the second dimension of the module's first parameter (the
// first Linear's weight), the row width the model takes.
func inputWidth(m *torch.Module) (int64, error) {
	ps, err := m.Parameters()
	if err != nil {
		return 0, err
	}
	defer func() {
		for _, p := range ps {
			p.Free()
		}
	}()
	if len(ps) == 0 || len(ps[0].Shape()) != 2 {
		return 0, errors.New("the model's first parameter is not a Linear weight")
	}
	return ps[0].Shape()[1], nil
}

// warmUp runs a few forwards before the first request: TorchScript's
// profiling executor optimises a module on its first calls, which are
// 100–1000× slower than the later ones.
func (s *server) warmUp() error {
	row := make([]float32, s.features)
	for range 3 {
		if _, err := s.predict([][]float32{row}); err != nil {
			return err
		}
	}
	return nil
}

// close frees the module once no request uses it.
func (s *server) close() { s.model.Free() }

// predict runs the model on a batch of rows. Every tensor made here is
// freed when it returns (WithScope); InferenceMode skips autograd's
// bookkeeping, as torch.inference_mode() does.
func (s *server) predict(rows [][]float32) ([][]float32, error) {
	batch := make([]float32, 0, int64(len(rows))*s.features)
	for i, r := range rows {
		if int64(len(r)) != s.features {
			return nil, fmt.Errorf("instance %d has %d values, want %d", i, len(r), s.features)
		}
		batch = append(batch, r...)
	}
	var out []float32
	var width int64
	err := torch.InferenceMode(func() error {
		return torch.WithScope(func(*torch.Scope) error {
			x, err := torch.FromSlice(batch, int64(len(rows)), s.features)
			if err != nil {
				return err
			}
			y := s.model.ForwardTensors(x)
			if out, err = torch.ToSlice[float32](y); err != nil {
				return err
			}
			width = y.Shape()[1]
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	preds := make([][]float32, len(rows))
	for i := range preds {
		preds[i] = out[int64(i)*width : int64(i+1)*width]
	}
	return preds, nil
}

type predictRequest struct {
	Instances [][]float32 `json:"instances"`
}

type predictResponse struct {
	Predictions [][]float32 `json:"predictions"`
}

type errorResponse struct {
	Error string `json:"error"`
}

// routes is the server's HTTP interface: POST /v1/predict with
// {"instances": [[...], ...]} answers {"predictions": [[...], ...]}, the
// shape TensorFlow Serving and KServe's v1 protocol use; GET /healthz.
func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/predict", s.handlePredict)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, "ok")
	})
	return mux
}

func (s *server) handlePredict(w http.ResponseWriter, r *http.Request) {
	var req predictRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBodyBytes)).Decode(&req); err != nil {
		status := http.StatusBadRequest
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			status = http.StatusRequestEntityTooLarge
		}
		reply(w, status, errorResponse{"reading the request: " + err.Error()})
		return
	}
	if n := len(req.Instances); n == 0 || n > maxRows {
		reply(w, http.StatusBadRequest, errorResponse{fmt.Sprintf("%d instances: want 1 to %d", n, maxRows)})
		return
	}
	select {
	case s.slots <- struct{}{}:
		defer func() { <-s.slots }()
	case <-r.Context().Done():
		return // the client left while waiting for a slot
	}
	preds, err := s.predict(req.Instances)
	if err != nil {
		reply(w, http.StatusBadRequest, errorResponse{err.Error()})
		return
	}
	reply(w, http.StatusOK, predictResponse{preds})
}

func reply(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body)
}
