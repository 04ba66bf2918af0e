//go:build pt2

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"

	"github.com/gotorchgen/gotorchgen/generated/torch"
)

// maxBodyBytes limits one request's body; the rows it may hold are
// limited by the package (its batch dimension's upper bound).
const maxBodyBytes = 1 << 20

// What a bad request is told: each answer's error begins with one of these
// (serve.py says the same).
var (
	errBadJSON  = errors.New("bad JSON")
	errNoRows   = errors.New("no instances")
	errTooMany  = errors.New("too many instances")
	errWidth    = errors.New("wrong row width")
	errTooLarge = errors.New("request body too large")
)

var errNoMetadata = errors.New("the package's metadata lacks features and max_rows (export.py writes them)")

// server answers prediction requests with one AOTInductor package. The
// loader holds one runner per request that may run at once (NumRunners):
// a Run waits inside C++ for a free runner otherwise, holding its OS
// thread, so slots admits no more Runs than there are runners.
type server struct {
	model    *torch.AOTIModel
	features int64 // the width of a row
	maxRows  int   // the largest batch the package takes
	slots    chan struct{}

	running, peak atomic.Int64 // Runs in progress, and the most at once
}

// testHookRun, set by a test only, runs in each request between counting
// its Run and making it.
var testHookRun atomic.Pointer[func(*server)]

// newServer loads the package at path with parallel runners.
func newServer(path string, parallel int) (*server, error) {
	if parallel < 1 {
		return nil, fmt.Errorf("parallel %d: want at least 1", parallel)
	}
	m, err := torch.LoadAOTIModel(path, torch.LoadAOTIModelOptions{NumRunners: torch.Some(int64(parallel))})
	if err != nil {
		return nil, err
	}
	s := &server{model: m, slots: make(chan struct{}, parallel)}
	err = s.readShape()
	if err == nil {
		// The first Run of a package reads its settings and allocates
		// its buffers: done here, not in the first request.
		_, err = s.predict([][]float32{make([]float32, s.features)})
	}
	if err != nil {
		m.Free()
		return nil, err
	}
	return s, nil
}

// readShape reads the row width and the batch limit from the package's
// metadata, where export.py put them: the compiled program does not say
// its input shapes.
func (s *server) readShape() error {
	keys, err := s.model.MetadataKeys()
	if err != nil {
		return err
	}
	values, err := s.model.MetadataValues()
	if err != nil {
		return err
	}
	md := map[string]string{}
	for i, k := range keys {
		md[k] = values[i]
	}
	features, err1 := strconv.ParseInt(md["features"], 10, 64)
	maxRows, err2 := strconv.Atoi(md["max_rows"])
	if err1 != nil || err2 != nil || features < 1 || maxRows < 1 {
		return errNoMetadata
	}
	s.features, s.maxRows = features, maxRows
	return nil
}

// close frees the model once no request uses it.
func (s *server) close() { s.model.Free() }

// check says what is wrong with a batch, with one of the errors above.
func (s *server) check(rows [][]float32) error {
	switch n := len(rows); {
	case n == 0:
		return errNoRows
	case n > s.maxRows:
		return fmt.Errorf("%w: %d, at most %d", errTooMany, n, s.maxRows)
	}
	for i, r := range rows {
		if int64(len(r)) != s.features {
			return fmt.Errorf("%w: instance %d has %d values, want %d", errWidth, i, len(r), s.features)
		}
	}
	return nil
}

// predict runs the model on a batch of rows. Every tensor made here, the
// outputs of Run included, is freed when it returns (WithScope).
func (s *server) predict(rows [][]float32) ([][]float32, error) {
	if err := s.check(rows); err != nil {
		return nil, err
	}
	batch := make([]float32, 0, int64(len(rows))*s.features)
	for _, r := range rows {
		batch = append(batch, r...)
	}
	var out []float32
	var width int64
	err := torch.WithScope(func(*torch.Scope) error {
		x, err := torch.FromSlice(batch, int64(len(rows)), s.features)
		if err != nil {
			return err
		}
		n := s.running.Add(1)
		for p := s.peak.Load(); n > p && !s.peak.CompareAndSwap(p, n); p = s.peak.Load() {
		}
		if hook := testHookRun.Load(); hook != nil {
			(*hook)(s)
		}
		ys, err := s.model.Run(x)
		s.running.Add(-1)
		if err != nil {
			return err
		}
		if len(ys) != 1 || len(ys[0].Shape()) != 2 {
			return fmt.Errorf("the package returned %d outputs, want one matrix", len(ys))
		}
		width = ys[0].Shape()[1]
		out, err = torch.ToSlice[float32](ys[0])
		return err
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

// routes is the server's HTTP interface, serve's: POST /v1/predict with
// {"instances": [[...], ...]} answers {"predictions": [[...], ...]};
// GET /healthz.
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
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			reply(w, http.StatusRequestEntityTooLarge, errorResponse{fmt.Sprintf("%v: over %d bytes", errTooLarge, maxBodyBytes)})
			return
		}
		reply(w, http.StatusBadRequest, errorResponse{fmt.Sprintf("%v: %v", errBadJSON, err)})
		return
	}
	// Checked before waiting for a slot: a bad request costs no Run.
	if err := s.check(req.Instances); err != nil {
		reply(w, http.StatusBadRequest, errorResponse{err.Error()})
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
		// The request was checked: what fails now is the server's.
		reply(w, http.StatusInternalServerError, errorResponse{err.Error()})
		return
	}
	reply(w, http.StatusOK, predictResponse{preds})
}

func reply(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body)
}
