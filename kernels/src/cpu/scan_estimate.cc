// The scan estimators of the fast CPU path (gae, gae_adaptive, returns; estimators.h states
// the formulas): ScanEstimate, the three-phase scan that ScanRange (scan_range.h) and
// FixupRange (fixup_range.h) serve.
//
// Shape of the computation: the batch is cut into fixed work items of about chunk_tokens
// tokens: runs of whole short sequences, or pieces of a long sequence. Items are a function of
// the batch alone, so every thread count computes the same arithmetic in the same order and
// produces the same bits. Long sequences use a three-phase scan, exploiting that one scan step
// is an affine map of the carried state (A, A_critic, next value):
//   1. in parallel: whole items are finished outright; the last piece of each long sequence
//      is finished from the bootstrap; every other piece is written from a zero carry-in
//      while tracking d(state_out)/d(state_in) (its affine summary);
//   2. serially per long sequence, right to left: carry_in(p) = summary(p+1) ∘ carry_in(p+1);
//   3. in parallel: the non-last pieces are fixed up, adding what their true carry-in
//      contributes: a geometric decay, one multiply-add per output (FixupRange).
// Phases 1 and 3 hand items to the workers in ranges (ParallelForGuided): each worker first
// runs its own long stretch of the right three quarters, the same one on every call, then
// ranges of the rest, each a share of what is left, so a slower core gets less. A piece whose right
// neighbour was finished just before it, in the same range of phase 1, gets its carry-in and
// its fix-up there and then, while it is still in cache (same formula, same bits). A fix-up
// stops where the decayed carry-in falls to 2^-32 of its size (432 tokens at γλ = 0.95), far
// below the rounding of the carry-in's own fp32 value. A single 1M-token
// sequence thus uses every core, at the cost of a second, lighter and (for γλ < 1) short pass
// over its pieces' outputs. Where the steps never decay (γ = λ = 1) that pass would span whole
// pieces, so there phase 1 summarises a piece by sums over r and the mask instead
// (ReduceUndiscounted), and the piece is written once, from its true carry-in, in phase 1 when
// its right neighbour was finished just before it, else in phase 3. The state carried from
// token to token is fp64 (inputs and outputs fp32), so γ = λ = 1 over 1M tokens stays far
// inside the 1e-4 contract. With AVX2 and FMA, eight tokens at a time are composed in fp32
// lanes and joined to that fp64 carry (simd::ScanBlocks), sixteen where the CPU has AVX-512
// (simd16::ScanBlocks). With AVX-512, fewer than sixteen tokens left at the left end of a range
// go through one masked block (not those of a piece summarised for its carry-in: the summary
// takes whole blocks); else eight-token blocks and the scalar loop take them, which also handles
// everything without AVX2. Variants measured and not kept: bench/results/kernel_history.md.
// Denormals are flushed (MXCSR FTZ/DAZ) while a worker runs: long geometric decays in zero
// mode would otherwise crawl through subnormal arithmetic.
//
// The per-range scans and fix-ups are templates on (mask mode, returns, critic), instantiated
// here only; PickScan chooses the instance once per call.
#include <algorithm>
#include <vector>

#include "agentrl/core/parallel.h"
#include "estimate_families.h"
#include "fixup_range.h"
#include "flush_denormals.h"
#include "moments.h"
#include "scan_range.h"
#include "scan_step.h"
#include "sequence_sums.h"
#include "whitening.h"

namespace agentrl::kernels::cpu {
namespace {

// The summary of a piece whose steps never decay (γ = 1, and λ = 1 (λ_critic = 1) outside
// returns: c = cc = 1), from sums instead of a scan. The advantage out for a zero carry-in is
// the plain sum of the piece's d_t, and it telescopes:
//   carry mode: Σ m_t·(r_t − V_t + V_next(t)) = Σ m_t·r_t − V_first, V_first the value at the
//     leftmost trainable token (the rightmost one's V_next is the carried-in nv, 0 here);
//   zero mode: Σ (m_t·r_t + m_{t+1}·V_{t+1} − m_t·V_t) = Σ m_t·r_t + m_end·V_end − m_begin·V_begin;
//   returns: Σ m_t·r_t.
// The carried-in advantage passes undecayed, and in carry mode the carried-in nv enters once,
// at the rightmost trainable token, times γ = 1. The same Summary as ScanRange<kSens> builds
// (up to rounding), from r and the mask alone: 5 bytes a token instead of a writing pass.
template <MaskMode kMode, bool kReturns, bool kCritic>
Summary ReduceUndiscounted(const ScanArgs& args, int64_t begin, int64_t end) {
  const PackedBatchView& b = *args.b;
  const uint8_t* m = b.mask.data();
  const float* v = b.values.data();
  const uint8_t* first = std::find_if(m + begin, m + end, [](uint8_t x) { return x != 0; });
  const bool seen = first != m + end;
  double a = MaskedSum(b.rewards.data(), m, begin, end, args.lanes);
  double a_nv = 0, nv = 0;
  if constexpr (!kReturns && kMode == MaskMode::kCarry) {
    if (seen) {
      nv = v[first - m];
      a -= nv;
      a_nv = 1;
    }
  } else if constexpr (!kReturns) {
    a += (m[end] ? static_cast<double>(v[end]) : 0.0) -
         (m[begin] ? static_cast<double>(v[begin]) : 0.0);
  }
  Summary s;
  s.y = {a, kCritic ? a : 0.0, nv};
  s.d = {1, a_nv, 1, kCritic ? a_nv : 0.0, seen ? 0.0 : 1.0};
  return s;
}

using ScanFn = void (*)(const ScanArgs&, int64_t, int64_t, int64_t, const SeqParams&, Carry&,
                        Sensitivity*, Moments*);
using FixupFn = void (*)(const ScanArgs&, int64_t, int64_t, const SeqParams&, const Carry&,
                         Moments*);
using ReduceFn = Summary (*)(const ScanArgs&, int64_t, int64_t);

// The scan's entry points for one (mask mode, estimator, critic) combination: write, write and
// record the piece's summary, fix a piece up from its true carry-in, and summarise a piece whose
// steps never decay without writing it.
struct ScanFns {
  ScanFn write, write_summarised;
  FixupFn fixup;
  ReduceFn reduce_undiscounted;
};

template <MaskMode kMode, bool kReturns, bool kCritic>
ScanFns PickScan3() {
  return {&ScanRange<kMode, kReturns, kCritic, false>, &ScanRange<kMode, kReturns, kCritic, true>,
          &FixupRange<kMode, kReturns, kCritic>, &ReduceUndiscounted<kMode, kReturns, kCritic>};
}

ScanFns PickScan(const EstimatorParams& p) {
  const bool returns = p.estimator == Estimator::kReturns;
  const bool critic = !returns && p.lam_critic.has_value();
  if (p.mask_mode == MaskMode::kCarry) {
    if (returns) return PickScan3<MaskMode::kCarry, true, false>();
    return critic ? PickScan3<MaskMode::kCarry, false, true>()
                  : PickScan3<MaskMode::kCarry, false, false>();
  }
  if (returns) return PickScan3<MaskMode::kZero, true, false>();
  return critic ? PickScan3<MaskMode::kZero, false, true>()
                : PickScan3<MaskMode::kZero, false, false>();
}

}  // namespace

void ScanEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                  std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                  int lanes) {
  std::vector<int64_t> trainable;
  if (p.estimator == Estimator::kGaeAdaptive)
    SequenceSums(b, items, threads, lanes, &trainable, nullptr);
  auto seq_params = [&](size_t i) {
    const double lam =
        p.estimator == Estimator::kGaeAdaptive ? AdaptiveLambda(p.alpha, trainable[i]) : p.lam;
    return SeqParams{b.terminated[i] ? 0.0 : static_cast<double>(b.bootstrap_value[i]),
                     p.gamma * lam, p.gamma * p.lam_critic.value_or(lam)};
  };
  auto initial = [&](const SeqParams& sp) {
    return p.estimator == Estimator::kReturns ? Carry{sp.boot, 0, 0} : Carry{0, 0, sp.boot};
  };
  const ScanFns fns = PickScan(p);
  // Steps that never decay: c = 1 (and cc = 1 under a decoupled λ), i.e. γ = λ = 1 (returns:
  // γ = 1). A fix-up would then be a full second pass over the piece (Δ never dies out), so such
  // pieces are summarised by sums instead (ReduceUndiscounted) and written once, from their true
  // carry-in, as soon as it is known.
  const bool returns = p.estimator == Estimator::kReturns;
  const bool critic = !returns && p.lam_critic.has_value();
  auto undiscounted = [&](const SeqParams& sp) {
    return p.gamma == 1.0 && (returns || (sp.c == 1.0 && (!critic || sp.cc == 1.0)));
  };
  const ScanArgs args{&b, p.gamma, adv.data(), ret.data(), lanes};
  std::vector<Summary> summary(items.size());
  std::vector<Carry> state_out(items.size());
  std::vector<Moments> stats(p.whiten ? items.size() : 0);
  auto stats_of = [&](size_t k) { return p.whiten ? &stats[k] : nullptr; };

  // Carry-in of non-last piece k once the pieces to its right are known (phases 1 and 2).
  std::vector<Carry> carry_in(items.size());
  auto carry_into = [&](size_t k) {
    return items[k + 1].last_piece ? state_out[k + 1] : summary[k + 1].Apply(carry_in[k + 1]);
  };
  std::vector<uint8_t> fixed(items.size(), 0);  // outputs final in phase 1

  // Phase 1. The items of each range are taken right to left: they are then one descending
  // address stream, which the hardware prefetcher (and the prefetches in ScanRange) can follow,
  // and a piece whose right neighbour was finished just before it, in the same range, learns
  // its true carry-in at once, so it is fixed up (or, undiscounted, written) while it is still
  // in cache instead of in phase 3. That is the same arithmetic from the same carry-in either
  // way, so the bits do not depend on which range (hence which worker, how many threads, or the
  // timing) got the piece.
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    FlushDenormals ftz;
    for (size_t k = hi; k-- > lo;) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_last; i-- > it.seq_first;) {
        const SeqParams sp = seq_params(i);
        if (!it.is_piece || it.last_piece) {
          Carry st = initial(sp);
          fns.write(args, it.is_piece ? it.begin : b.seq_begin(i),
                    it.is_piece ? it.end : b.seq_end(i), b.seq_end(i), sp, st, nullptr,
                    stats_of(k));
          state_out[k] = st;
        } else {
          const bool known = k + 1 < hi && (items[k + 1].last_piece || fixed[k + 1]);
          if (undiscounted(sp)) {
            // Written first when it can be, so that the sums then read r and the mask from cache.
            if (known) {
              carry_in[k] = carry_into(k);
              Carry st = carry_in[k];
              fns.write(args, it.begin, it.end, b.seq_end(i), sp, st, nullptr, stats_of(k));
              fixed[k] = 1;
            }
            summary[k] = fns.reduce_undiscounted(args, it.begin, it.end);
          } else {
            Carry st{};
            Sensitivity d{};
            fns.write_summarised(args, it.begin, it.end, b.seq_end(i), sp, st, &d, stats_of(k));
            summary[k] = {st, d};
            if (known) {
              carry_in[k] = carry_into(k);
              fns.fixup(args, it.begin, it.end, sp, carry_in[k], stats_of(k));
              fixed[k] = 1;
            }
          }
        }
      }
    }
  });
  // Phase 2: carry-in of every other non-last piece, right to left within its sequence.
  std::vector<size_t> pending;
  for (size_t k = items.size(); k-- > 0;) {
    if (!items[k].is_piece || items[k].last_piece || fixed[k]) continue;
    carry_in[k] = carry_into(k);
    pending.push_back(k);
  }
  // Phase 3: fix those up (undiscounted: write them).
  auto pending_tokens = [&](size_t j) { return items[pending[j]].end - items[pending[j]].begin; };
  ParallelForGuided(pending.size(), threads, pending_tokens, [&](size_t lo, size_t hi) {
    FlushDenormals ftz;
    for (size_t j = lo; j < hi; ++j) {
      const size_t k = pending[j];
      const WorkItem& it = items[k];
      const SeqParams sp = seq_params(it.seq_first);
      if (undiscounted(sp)) {
        Carry st = carry_in[k];
        fns.write(args, it.begin, it.end, b.seq_end(it.seq_first), sp, st, nullptr, stats_of(k));
      } else {
        fns.fixup(args, it.begin, it.end, sp, carry_in[k], stats_of(k));
      }
    }
  });
  if (p.whiten) {
    MergedMoments mm;
    for (const Moments& m : stats) mm.Merge(m);
    ApplyWhitening(adv, b.mask, mm, false, items, threads, lanes);
  }
}

}  // namespace agentrl::kernels::cpu
