// Command ddp trains examples/mlp's perceptron data-parallel on 2
// processes: each rank takes half of the spirals, package distributed's
// DataParallel averages the gradients after each backward, and every rank
// takes the same Adam step. The losses it prints (the mean over the ranks)
// are those of mlp.py training on the whole batch in one process.
//
//	go run ./examples/ddp                      # starts 2 ranks of itself on this machine
//	go run ./examples/ddp -nproc 3 -steps 300
//
// A launcher that sets torchrun's environment (RANK, WORLD_SIZE,
// MASTER_ADDR, MASTER_PORT, LOCAL_RANK) runs each rank itself: then the
// command is one rank, e.g. on two machines
//
//	RANK=0 WORLD_SIZE=2 MASTER_ADDR=host0 MASTER_PORT=29500 ./ddp   # on host0
//	RANK=1 WORLD_SIZE=2 MASTER_ADDR=host0 MASTER_PORT=29500 ./ddp   # on host1
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"net"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/gotorchgen/gotorchgen/generated/torch"
	"github.com/gotorchgen/gotorchgen/generated/torch/distributed"
	"github.com/gotorchgen/gotorchgen/generated/torch/nn"
)

// stepsEnv passes -steps from the launcher to its ranks.
const stepsEnv = "DDP_EXAMPLE_STEPS"

func main() {
	nproc := flag.Int("nproc", 2, "ranks to start on this machine (without RANK in the environment)")
	steps := flag.Int("steps", 500, "training steps")
	flag.Parse()
	var err error
	if _, isRank := os.LookupEnv("RANK"); isRank {
		if s, ok := os.LookupEnv(stepsEnv); ok {
			if *steps, err = strconv.Atoi(s); err != nil {
				log.Fatalf("%s=%q: %v", stepsEnv, s, err)
			}
		}
		err = rank(*steps, os.Stdout)
	} else {
		err = launch(*nproc, *steps, os.Stdout)
	}
	if err != nil {
		log.Fatal(err)
	}
}

// launch starts nproc ranks of this program with torchrun's environment on
// loopback, rank 0's output to w, and waits for them; the first failure
// stops the others.
func launch(nproc, steps int, w io.Writer) error {
	if nproc < 1 {
		return fmt.Errorf("-nproc %d: at least one rank", nproc)
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errs := make(chan error, nproc)
	for r := 0; r < nproc; r++ {
		cmd := exec.CommandContext(ctx, exe)
		cmd.Env = append(os.Environ(), "RANK="+strconv.Itoa(r), "LOCAL_RANK="+strconv.Itoa(r),
			"WORLD_SIZE="+strconv.Itoa(nproc), "MASTER_ADDR=127.0.0.1", "MASTER_PORT="+strconv.Itoa(port),
			stepsEnv+"="+strconv.Itoa(steps))
		if os.Getenv("GLOO_SOCKET_IFNAME") == "" {
			cmd.Env = append(cmd.Env, "GLOO_SOCKET_IFNAME=lo")
		}
		cmd.Stderr = os.Stderr
		if r == 0 {
			cmd.Stdout = w
		}
		if err := cmd.Start(); err != nil {
			return err
		}
		go func() {
			err := cmd.Wait()
			if err != nil {
				err = fmt.Errorf("rank %d: %w", r, err)
			}
			errs <- err
		}()
	}
	var first error
	for range nproc {
		if err := <-errs; err != nil && first == nil {
			first = err
			cancel() // the others would wait for the failed rank
		}
	}
	return first
}

// rank is one rank's training: it prints the mean loss every 100 steps and
// the accuracy on the whole data set (rank 0 only).
func rank(steps int, w io.Writer) error {
	g, err := distributed.InitProcessGroup("gloo", distributed.InitOptions{Timeout: time.Minute})
	if err != nil {
		return err
	}
	defer distributed.DestroyProcessGroup()
	if g.Rank() != 0 {
		w = io.Discard
	}
	// The same seed on every rank: the same data set (each takes its
	// share) and the same initialisation as examples/mlp.
	if err := torch.ManualSeed(0); err != nil {
		return err
	}
	return torch.WithScope(func(s *torch.Scope) error {
		x, y, err := spirals(600, 3)
		if err != nil {
			return err
		}
		n := x.Shape()[0]
		share := n / g.Size()
		if share*g.Size() != n {
			return fmt.Errorf("%d examples do not split into %d equal shares", n, g.Size())
		}
		xr, yr := x.Narrow(0, g.Rank()*share, share), y.Narrow(0, g.Rank()*share, share)
		l1, err := nn.NewLinear(2, 64)
		if err != nil {
			return err
		}
		l2, err := nn.NewLinear(64, 3)
		if err != nil {
			return err
		}
		net, err := nn.NewSequential(l1, &nn.ReLU{}, l2)
		if err != nil {
			return err
		}
		// The three lines that make training data-parallel: this one
		// (rank 0's parameters everywhere), AverageGradients after
		// Backward, and the share of the data above.
		dp, err := distributed.NewDataParallel(net.Parameters())
		if err != nil {
			return err
		}
		opt, err := torch.Adam(net.Parameters(), torch.AdamOptions{Lr: torch.Some(0.01)})
		if err != nil {
			return err
		}
		defer opt.Free()
		for step := 0; step <= steps; step++ {
			err := torch.WithScope(func(s *torch.Scope) error {
				loss, err := torch.CrossEntropyLoss(net.Forward(xr), yr)
				if err != nil {
					return err
				}
				if err := loss.Backward(); err != nil {
					return err
				}
				if err := dp.AverageGradients(); err != nil {
					return err
				}
				if step%100 == 0 {
					mean := loss.Detach().Clone()
					if _, err := distributed.AllReduce(mean, distributed.Options{Op: distributed.ReduceOp.AVG}); err != nil {
						return err
					}
					v, err := mean.ItemFloat()
					if err != nil {
						return err
					}
					fmt.Fprintf(w, "step %3d  loss %.4f\n", step, v)
				}
				if err := opt.Step(); err != nil {
					return err
				}
				return opt.ZeroGrad()
			})
			if err != nil {
				return err
			}
		}
		pred := net.Forward(x).Argmax(torch.ArgmaxOptions{Dim: torch.Some[int64](1)})
		acc, err := pred.Eq(y).ToDtype(torch.Float32).Mean().ItemFloat()
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "accuracy %.3f\n", acc)
		if math.IsNaN(acc) {
			return errors.New("the accuracy is NaN")
		}
		return nil
	})
}

// spirals is examples/mlp's data set: n points on the given number of
// spiral arms, (n, 2), and the arm of each, (n).
func spirals(n, arms int64) (x, y *torch.Tensor, err error) {
	i, err := torch.Arange(torch.Int(n))
	if err != nil {
		return nil, nil, err
	}
	r, err := torch.Rand([]int64{n})
	if err != nil {
		return nil, nil, err
	}
	noise, err := torch.Randn([]int64{n})
	if err != nil {
		return nil, nil, err
	}
	y = i.Mod(arms)
	theta := y.Mul(2 * math.Pi / float64(arms)).Add(r.Mul(4)).Add(noise.Mul(0.2))
	xs := []*torch.Tensor{r.Mul(theta.Sin()), r.Mul(theta.Cos())}
	x, err = torch.Stack(xs, torch.StackOptions{Dim: torch.Some[int64](1)})
	return x, y, err
}
