package nn

import (
	"fmt"

	torch "github.com/gotorchgen/gotorchgen/generated/torch"
)

// PackedSequence is torch.nn.utils.rnn.PackedSequence: sequences of
// different lengths packed step by step, as PackPaddedSequence and
// PackSequence make them, for the recurrent layers' ForwardPacked.
// Data is (sum of lengths, *): at each step, the sequences still running,
// longest first; BatchSizes (int64, on the CPU) is how many run at each
// step. SortedIndices is the order of the sequences in Data (the input's
// indices, by decreasing length) and UnsortedIndices its inverse; both
// are nil when the input was sorted (enforce_sorted=True).
//
// Its tensors are the caller's to free (Free frees them all). A failure
// travels in all of them (Err).
type PackedSequence struct {
	Data, BatchSizes               *torch.Tensor
	SortedIndices, UnsortedIndices *torch.Tensor
}

// Err reports why p holds no packed sequence: the failure its tensors
// carry, or ErrFreed for a nil or freed one.
func (p *PackedSequence) Err() error {
	if p == nil {
		return torch.ErrFreed
	}
	if err := p.Data.Err(); err != nil {
		return err
	}
	if err := p.BatchSizes.Err(); err != nil {
		return err
	}
	if (p.SortedIndices == nil) != (p.UnsortedIndices == nil) {
		return fmt.Errorf("nn: PackedSequence: sorted_indices and unsorted_indices must both be given, or neither")
	}
	if p.SortedIndices != nil {
		if err := p.SortedIndices.Err(); err != nil {
			return err
		}
		return p.UnsortedIndices.Err()
	}
	return nil
}

// Free frees p's tensors.
func (p *PackedSequence) Free() {
	if p != nil {
		p.Data.Free()
		p.BatchSizes.Free()
		p.SortedIndices.Free()
		p.UnsortedIndices.Free()
	}
}

// failedPacked is a PackedSequence carrying err in each of its tensors.
func failedPacked(err error) *PackedSequence {
	f := torch.Chain(nil, err)
	return &PackedSequence{f, f, f, f}
}

// aliasOrNil is t.Alias(), a handle of its own on t's tensor, or nil.
func aliasOrNil(t *torch.Tensor) *torch.Tensor {
	if t == nil {
		return nil
	}
	return t.Alias()
}

// batchSizes reads p's batch sizes.
func batchSizes(p *PackedSequence) ([]int64, error) {
	bs := p.BatchSizes.Contiguous()
	defer bs.Free()
	sizes, err := torch.ToSlice[int64](bs)
	if err != nil {
		return nil, fmt.Errorf("batch_sizes: %w", err)
	}
	if len(sizes) == 0 {
		return nil, fmt.Errorf("batch_sizes is empty")
	}
	return sizes, nil
}

// invertPermutation is torch.nn.utils.rnn.invert_permutation.
func invertPermutation(permutation *torch.Tensor) *torch.Tensor {
	out := torch.EmptyLike(permutation)
	r := arangeInt64(permutation.Numel(), permutation.Device())
	defer r.Free()
	return out.Scatter_(int64(0), permutation, r)
}

// PackPaddedSequenceOptions holds the optional arguments of
// PackPaddedSequence; the zero value of a field means its default.
type PackPaddedSequenceOptions struct {
	// BatchFirst: input is (B, T, *) rather than (T, B, *).
	BatchFirst bool
	// EnforceSorted defaults to true: the sequences must come by
	// decreasing length; false sorts them (SortedIndices says how).
	EnforceSorted torch.Opt[bool]
}

// PackPaddedSequence is torch.nn.utils.rnn.pack_padded_sequence(input,
// lengths, batch_first=False, enforce_sorted=True): input (T, B, *)
// ((B, T, *) with BatchFirst) holds B sequences of the lengths, padded to
// T, and the result packs them (torch._pack_padded_sequence), as input to
// LSTM's, GRU's and RNN's ForwardPacked. A length over T is refused
// (Python packs it into an inconsistent sequence). A failure travels in
// the result's tensors (Err).
func PackPaddedSequence(input *torch.Tensor, lengths []int64, opts ...PackPaddedSequenceOptions) *PackedSequence {
	o := lastOption(opts)
	p, err := packPadded(input, lengths, o.BatchFirst, o.EnforceSorted.Or(true))
	if err != nil {
		return failedPacked(fmt.Errorf("nn: pack_padded_sequence: %w", err))
	}
	return p
}

func packPadded(input *torch.Tensor, lengths []int64, batchFirst, enforceSorted bool) (*PackedSequence, error) {
	if err := input.Err(); err != nil {
		return nil, err
	}
	timeDim := 0
	if batchFirst {
		timeDim = 1
	}
	// Python packs a length over T into a PackedSequence whose batch
	// sizes count more rows than its data has; Go refuses it.
	if shape := input.Shape(); len(shape) > timeDim {
		for _, l := range lengths {
			if l > shape[timeDim] {
				return nil, fmt.Errorf("length %d is over the input's %d steps", l, shape[timeDim])
			}
		}
	}
	lens, err := torch.FromSlice(lengths, int64(len(lengths)))
	if err != nil {
		return nil, err
	}
	defer lens.Free()
	var sorted *torch.Tensor
	if !enforceSorted {
		s, err := torch.Sort(lens, torch.SortOptions{Descending: torch.Some(true)})
		if err != nil {
			return nil, err
		}
		defer s.Values.Free()
		defer s.Indices.Free()
		lens = s.Values
		if sorted, err = s.Indices.To(input.Device()).Result(); err != nil {
			return nil, err
		}
		batchDim := int64(1)
		if batchFirst {
			batchDim = 0
		}
		if input, err = input.IndexSelect(batchDim, sorted).Result(); err != nil {
			sorted.Free()
			return nil, err
		}
		defer input.Free()
	}
	r, err := torch.InternalPackPaddedSequence(input, lens, batchFirst)
	if err != nil {
		sorted.Free()
		return nil, err
	}
	p := &PackedSequence{Data: r.V0, BatchSizes: r.V1, SortedIndices: sorted}
	if sorted != nil {
		if p.UnsortedIndices, err = invertPermutation(sorted).Result(); err != nil {
			p.Free()
			return nil, err
		}
	}
	return p, nil
}

// PadPackedSequenceOptions holds the optional arguments of
// PadPackedSequence; the zero value of a field means its default.
type PadPackedSequenceOptions struct {
	// BatchFirst: the result is (B, T, *) rather than (T, B, *).
	BatchFirst bool
	// PaddingValue is the value of the padded elements, 0 by default.
	PaddingValue float64
	// TotalLength is T, at least the longest sequence's length; defaults
	// to that length.
	TotalLength torch.Opt[int64]
}

// PadPackedSequence is torch.nn.utils.rnn.pad_packed_sequence(sequence,
// batch_first=False, padding_value=0.0, total_length=None), the inverse
// of PackPaddedSequence (torch._pad_packed_sequence): the sequences
// padded, (T, B, *) ((B, T, *) with BatchFirst), and their lengths
// (int64), in the order they had before packing. A failure travels in
// both tensors.
func PadPackedSequence(sequence *PackedSequence, opts ...PadPackedSequenceOptions) (padded, lengths *torch.Tensor) {
	o := lastOption(opts)
	padded, lengths, err := padPacked(sequence, o)
	if err != nil {
		f := torch.Chain(nil, fmt.Errorf("nn: pad_packed_sequence: %w", err))
		return f, f
	}
	return padded, lengths
}

func padPacked(p *PackedSequence, o PadPackedSequenceOptions) (*torch.Tensor, *torch.Tensor, error) {
	if p == nil {
		return nil, nil, fmt.Errorf("nil PackedSequence")
	}
	if err := p.Err(); err != nil {
		return nil, nil, err
	}
	maxLength := p.BatchSizes.Shape()[0]
	if total, ok := o.TotalLength.Get(); ok {
		if total < maxLength {
			return nil, nil, fmt.Errorf("expected total_length to be at least the length of the longest sequence in input, but got total_length=%d and max sequence length being %d",
				total, maxLength)
		}
		maxLength = total
	}
	v0, v1, err := padPackedSequence(p.Data, p.BatchSizes, o.BatchFirst, o.PaddingValue, maxLength)
	if err != nil {
		return nil, nil, err
	}
	if p.UnsortedIndices == nil {
		return v0, v1, nil
	}
	defer v0.Free()
	defer v1.Free()
	batchDim := int64(1)
	if o.BatchFirst {
		batchDim = 0
	}
	padded, err := v0.IndexSelect(batchDim, p.UnsortedIndices).Result()
	if err != nil {
		return nil, nil, err
	}
	unsorted := p.UnsortedIndices.To(torch.CPUDevice) // lengths[unsorted_indices.cpu()]
	defer unsorted.Free()
	lengths, err := v1.IndexSelect(int64(0), unsorted).Result()
	if err != nil {
		padded.Free()
		return nil, nil, err
	}
	return padded, lengths, nil
}

// PadSequenceOptions holds the optional arguments of PadSequence; the
// zero value of a field means its default.
type PadSequenceOptions struct {
	// BatchFirst: the result is (B, T, *) rather than (T, B, *).
	BatchFirst bool
	// PaddingValue is the value of the padded elements, 0 by default.
	PaddingValue float64
}

// PadSequence is torch.nn.utils.rnn.pad_sequence(sequences,
// batch_first=False, padding_value=0.0): the sequences, each (L, *),
// stacked along a new batch dimension and padded to the longest, (T, B,
// *) or (B, T, *) with BatchFirst (aten::pad_sequence).
func PadSequence(sequences []*torch.Tensor, opts ...PadSequenceOptions) *torch.Tensor {
	o := lastOption(opts)
	return torch.PadSequence(sequences, torch.PadSequenceOptions{BatchFirst: torch.Some(o.BatchFirst),
		PaddingValue: torch.Some(o.PaddingValue)})
}

// PackSequenceOptions holds the optional arguments of PackSequence; the
// zero value of a field means its default.
type PackSequenceOptions struct {
	// EnforceSorted defaults to true: the sequences must come by
	// decreasing length; false sorts them.
	EnforceSorted torch.Opt[bool]
}

// PackSequence is torch.nn.utils.rnn.pack_sequence(sequences,
// enforce_sorted=True): the sequences, each (L, *), padded (PadSequence)
// and packed (PackPaddedSequence). A failure travels in the result's
// tensors.
func PackSequence(sequences []*torch.Tensor, opts ...PackSequenceOptions) *PackedSequence {
	o := lastOption(opts)
	lengths := make([]int64, len(sequences))
	for i, s := range sequences {
		if err := s.Err(); err != nil {
			return failedPacked(fmt.Errorf("nn: pack_sequence: sequence %d: %w", i, err))
		}
		if s.Dim() == 0 {
			return failedPacked(fmt.Errorf("nn: pack_sequence: sequence %d is a 0-D tensor", i))
		}
		lengths[i] = s.Shape()[0]
	}
	padded := PadSequence(sequences)
	defer padded.Free()
	p, err := packPadded(padded, lengths, false, o.EnforceSorted.Or(true))
	if err != nil {
		return failedPacked(fmt.Errorf("nn: pack_sequence: %w", err))
	}
	return p
}
