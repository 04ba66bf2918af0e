// Command ddp is examples/mlp trained data-parallel on 2 processes: each
// rank takes half of the spirals, DataParallel averages the gradients after
// each backward, and every rank takes the same Adam step, so it prints the
// numbers mlp (and mlp.py, on the whole batch in one process) prints.
//
//	go run ./examples/ddp             # starts 2 ranks of itself on this machine
//	go run ./examples/ddp -nproc 4
//
// Under a launcher that sets torchrun's environment (RANK, WORLD_SIZE,
// MASTER_ADDR, MASTER_PORT, LOCAL_RANK), each process is one rank:
//
//	RANK=1 WORLD_SIZE=2 MASTER_ADDR=host0 MASTER_PORT=29500 ./ddp
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"net"
	"os"
	"os/exec"
	"strconv"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/distributed"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

func spirals(n, arms int64) (x, y *torch.Tensor) {
	y = torch.Arange(torch.Int(n)).Mod(arms)
	r := torch.Rand([]int64{n})
	theta := y.Mul(2 * math.Pi / float64(arms)).Add(r.Mul(4)).Add(torch.Randn([]int64{n}).Mul(0.2))
	xs := []*torch.Tensor{r.Mul(theta.Sin()), r.Mul(theta.Cos())}
	return torch.Stack(xs, torch.StackOptions{Dim: torch.Some[int64](1)}), y
}

func main() {
	nproc := flag.Int("nproc", 2, "ranks to start on this machine, without a launcher")
	flag.Parse()
	run := train
	if _, ok := os.LookupEnv("RANK"); !ok {
		run = func() error { return launch(*nproc) }
	}
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

// train is one rank.
func train() error {
	g, err := distributed.InitProcessGroup("gloo") // env://, as torchrun's workers
	if err != nil {
		return err
	}
	defer distributed.DestroyProcessGroup()
	if err := torch.ManualSeed(0); err != nil { // the same data set on every rank
		return err
	}
	x, y := spirals(600, 3)
	share := int64(600) / g.Size()
	xr, yr := x.Narrow(0, g.Rank()*share, share), y.Narrow(0, g.Rank()*share, share)
	model := nn.NewSequential(nn.NewLinear(2, 64), &nn.ReLU{}, nn.NewLinear(64, 3))
	dp, err := distributed.NewDataParallel(model.Parameters()) // rank 0's parameters on every rank
	if err != nil {
		return err
	}
	opt, err := torch.Adam(model.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
	for step := 0; step <= 500 && err == nil; step++ {
		err = torch.WithScope(func(*torch.Scope) error { // frees the step's tensors at its end
			loss := nn.F.CrossEntropy(model.Forward(xr), yr)
			err := errors.Join(opt.ZeroGrad(), loss.Backward(), dp.AverageGradients(), opt.Step())
			if step%100 == 0 { // the mean of the ranks' losses is the whole batch's
				mean := loss.Detach()
				_, aerr := distributed.AllReduce(mean) // a SUM: Gloo has no AVG
				aerr = errors.Join(aerr, mean.Idiv(g.Size()).Err())
				if g.Rank() == 0 {
					fmt.Printf("step %3d  loss %.4f\n", step, mean)
				}
				err = errors.Join(err, aerr)
			}
			return err
		})
	}
	if err != nil {
		return err
	}
	if g.Rank() == 0 {
		pred := model.Forward(x).Argmax(torch.ArgmaxOptions{Dim: torch.Some[int64](1)})
		fmt.Printf("accuracy %.3f\n", pred.Eq(y).ToDtype(torch.Float32).Mean())
	}
	return nil
}

// launch runs nproc ranks of this program with torchrun's environment on
// loopback; the first to fail stops the others.
func launch(nproc int) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0") // a free port for rank 0's store
	if err != nil {
		return err
	}
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	l.Close()
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	errs := make(chan error, nproc)
	for r := range nproc {
		cmd := exec.CommandContext(ctx, exe, os.Args[1:]...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		cmd.Env = append(os.Environ(), "RANK="+strconv.Itoa(r), "LOCAL_RANK="+strconv.Itoa(r),
			"WORLD_SIZE="+strconv.Itoa(nproc), "MASTER_ADDR=127.0.0.1", "MASTER_PORT="+port, "GLOO_SOCKET_IFNAME=lo")
		if err := cmd.Start(); err != nil {
			return err
		}
		go func() {
			if err := cmd.Wait(); err != nil {
				errs <- fmt.Errorf("rank %d: %w", r, err)
				return
			}
			errs <- nil
		}()
	}
	var first error
	for range nproc {
		if err := <-errs; err != nil && first == nil {
			first = err
			stop() // the others would wait for the failed rank
		}
	}
	return first
}
