// PaddedEstimate (padded.h): the estimators over padded or strided rows, in place, one row at a
// time. The scan estimators run ScanRange (scan_range.h), the per-range scan of the packed fast
// path, on each row; the group estimators use OutcomeAdvantages (group_estimate.cc) on per-row
// scores. Rows are independent work items, so nothing here needs the three-phase scan of long
// sequences: a row is one thread's.
//
// Whitening needs the statistics of the whole batch before it can write an advantage. Outputs
// written in place (fp32, unit stride) are whitened in a second, light pass; other outputs
// (bf16) would need an fp32 copy of the whole batch to wait in, so instead their rows are scanned
// again in the second pass and whitened in the thread's row buffer: twice the arithmetic, no
// output-sized buffer.
#include <atomic>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "agentrl/core/parallel.h"
#include "agentrl/kernels/padded.h"
#include "estimate_families.h"
#include "flush_denormals.h"
#include "moments.h"
#include "padded_rows.h"
#include "scan_range.h"
#include "scan_step.h"
#include "sequence_sums.h"
#include "whitening.h"

namespace agentrl::kernels {
namespace cpu {
namespace {

using RowScanFn = void (*)(const ScanArgs&, int64_t, int64_t, int64_t, const SeqParams&, Carry&,
                           Sensitivity*, Moments*);

template <MaskMode kMode>
RowScanFn PickRowScanIn(bool returns, bool critic) {
  if (returns) return &ScanRange<kMode, true, false, false>;
  return critic ? &ScanRange<kMode, false, true, false> : &ScanRange<kMode, false, false, false>;
}

RowScanFn PickRowScan(const EstimatorParams& p) {
  const bool returns = p.estimator == Estimator::kReturns;
  const bool critic = !returns && p.lam_critic.has_value();
  return p.mask_mode == MaskMode::kCarry ? PickRowScanIn<MaskMode::kCarry>(returns, critic)
                                         : PickRowScanIn<MaskMode::kZero>(returns, critic);
}

// veRL's REINFORCE++ returns (FrameworkRules::returns_reset_after_mask0): G_t = r_t + γ·G_{t+1},
// the running return reset to 0 after each mask-0 token, from G = boot past the end. A
// recurrence estimators.h does not have, hence its own loop; fp64 like the scans.
void ResetReturnsRow(const float* r, const uint8_t* m, int64_t len, double gamma, double boot,
                     float* adv, float* ret, Moments* stats) {
  double g = boot;
  for (int64_t t = len - 1; t >= 0; --t) {
    g = MulAdd(gamma, g, static_cast<double>(r[t]));
    adv[t] = ret[t] = static_cast<float>(g);
    if (m[t]) {
      if (stats) stats->Add(static_cast<float>(g));
    } else {
      g = 0.0;
    }
  }
}

RowBuffers& ThreadBuffers() {
  thread_local RowBuffers buffers;
  return buffers;
}

bool IsFloatType(ElementType t) {
  return t == ElementType::kFloat32 || t == ElementType::kBFloat16;
}

// The lowest row index noted from any worker (the first bad row, reported deterministically).
class LowestRow {
 public:
  void Note(int64_t i) {
    int64_t cur = row_.load(std::memory_order_relaxed);
    while (i < cur && !row_.compare_exchange_weak(cur, i, std::memory_order_relaxed)) {
    }
  }
  bool any() const { return row_.load() != kNone; }
  int64_t row() const { return row_.load(); }

 private:
  static constexpr int64_t kNone = std::numeric_limits<int64_t>::max();
  std::atomic<int64_t> row_{kNone};
};

// Everything one call needs: the batch, what to compute, and how.
class PaddedRun {
 public:
  PaddedRun(const PaddedBatchView& b, const EstimatorParams& p, const PaddedOutputs& out,
            const FrameworkRules& rules, const PaddedOptions& options)
      : b_(b),
        p_(p),
        out_(out),
        rules_(rules),
        threads_(ResolveThreads(options.threads)),
        lanes_(ResolveLanes(options.simd_lanes)),
        scan_(PickRowScan(p)) {}

  Status Scan();
  Status Outcome();

 private:
  // The inputs of one row, in contiguous form.
  struct Row {
    int64_t len;
    const float* r;
    const float* v;
    const uint8_t* m;
  };

  // Reads row i; false (and the row noted as bad) when its mask holds a value other than 0, 1.
  bool Load(int64_t i, RowBuffers& buf, bool with_values, Row* row) {
    row->len = RowLength(b_, i);
    int64_t bad = -1;
    row->m = MaskRow(b_, i, row->len, buf, &bad);
    if (bad >= 0) {
      bad_mask_.Note(i);
      return false;
    }
    row->r = FloatRow(b_, b_.rewards, i, row->len, buf.rewards);
    row->v = with_values ? FloatRow(b_, b_.values, i, row->len, buf.values) : row->r;
    return true;
  }

  // Scans row i into adv and ret (contiguous floats), feeding stats when not null.
  void ScanRow(int64_t i, const Row& row, float* adv, float* ret, Moments* stats) const {
    const double boot = b_.bootstrap ? static_cast<double>(b_.bootstrap[i]) : 0.0;
    if (rules_.returns_reset_after_mask0) {
      ResetReturnsRow(row.r, row.m, row.len, p_.gamma, boot, adv, ret, stats);
      return;
    }
    const double lam = b_.row_lambda ? b_.row_lambda[i]
                       : p_.estimator == Estimator::kGaeAdaptive
                           ? AdaptiveLambda(p_.alpha, CountTrainable(row.m, 0, row.len))
                           : p_.lam;
    const SeqParams sp{boot, p_.gamma * lam, p_.gamma * p_.lam_critic.value_or(lam)};
    Carry st = p_.estimator == Estimator::kReturns ? Carry{boot, 0, 0} : Carry{0, 0, boot};
    const PackedBatchView view{{},
                               {row.r, static_cast<size_t>(row.len)},
                               {row.v, static_cast<size_t>(row.len)},
                               {row.m, static_cast<size_t>(row.len)},
                               {},
                               {},
                               {}};
    const ScanArgs args{&view, p_.gamma, adv, ret, lanes_};
    scan_(args, 0, row.len, row.len, sp, st, nullptr, stats);
  }

  // Calls fn(i, buffers) for every row. Passes that walk a row from its end to its start (the
  // scans, the conversions) take each worker's rows from the last down, and passes that walk
  // forwards (whitening, sums, the outcome fill) from the first up: in a contiguous batch either
  // makes one address stream, which the hardware prefetcher (and ScanRange's prefetches, 512
  // tokens ahead) can follow; the other order would start a new cold stream at every short row.
  enum class Order { kDescending, kAscending };
  template <class Fn>
  void ForRows(Order order, const Fn& fn) {
    ParallelForGuided(
        static_cast<size_t>(b_.rows), threads_,
        [&](size_t i) { return RowLength(b_, static_cast<int64_t>(i)) + 64; },
        [&](size_t lo, size_t hi) {
          FlushDenormals ftz;
          RowBuffers& buf = ThreadBuffers();
          if (order == Order::kDescending) {
            for (size_t i = hi; i-- > lo;) fn(static_cast<int64_t>(i), buf);
          } else {
            for (size_t i = lo; i < hi; ++i) fn(static_cast<int64_t>(i), buf);
          }
        });
  }

  Status BadMaskStatus() {
    const int64_t i = bad_mask_.row();
    int64_t col = -1;
    MaskRow(b_, i, RowLength(b_, i), ThreadBuffers(), &col);
    return Status::InvalidInput(b_.mask_name + ": the value at row " + std::to_string(i) +
                                ", column " + std::to_string(col) +
                                " is neither 0 nor 1; a mask must hold 0 (not trained) or 1");
  }

  Status TooFewTrainable(double n) const {
    return Status::InvalidInput(b_.mask_name + ": whitening needs at least two trainable tokens, " +
                                "the mask has " + std::to_string(static_cast<int64_t>(n)) +
                                " (veRL's masked_whiten raises here too)");
  }

  const PaddedBatchView& b_;
  const EstimatorParams& p_;
  const PaddedOutputs& out_;
  const FrameworkRules& rules_;
  const int threads_, lanes_;
  const RowScanFn scan_;
  LowestRow bad_mask_;
};

Status PaddedRun::Scan() {
  const bool values = p_.estimator != Estimator::kReturns;
  const bool whiten = p_.whiten;
  const MutableStridedArray& adv_out = out_.advantages;
  const bool adv_in_place = adv_out.type == ElementType::kFloat32 && adv_out.col_stride == 1;
  std::vector<Moments> stats(whiten ? b_.rows : 0);
  ForRows(Order::kDescending, [&](int64_t i, RowBuffers& buf) {
    Row row;
    if (!Load(i, buf, values, &row)) return;
    float* adv = OutputRow(b_, adv_out, i, row.len, buf.advantages);
    float* ret = OutputRow(b_, out_.returns, i, row.len, buf.returns);
    ScanRow(i, row, adv, ret, whiten ? &stats[i] : nullptr);
    StoreRow(b_, out_.returns, i, row.len, ret);
    if (!whiten || adv_in_place) StoreRow(b_, adv_out, i, row.len, adv);
  });
  if (bad_mask_.any()) return BadMaskStatus();
  if (!whiten) return Status::Ok();

  MergedMoments mm;
  for (const Moments& m : stats) mm.Merge(m);
  if (rules_.whiten_requires_two && mm.n < 2) return TooFewTrainable(mm.n);
  const double mean = mm.mean, scale = mm.scale();
  const bool zero = rules_.whiten_zero_unmasked;
  // In place: a forward pass over the outputs; otherwise the rows are scanned again.
  ForRows(adv_in_place ? Order::kAscending : Order::kDescending, [&](int64_t i, RowBuffers& buf) {
    Row row;
    float* adv;
    if (adv_in_place) {
      if (mm.n == 0) return;  // nothing to whiten, and the row is already written
      row.len = RowLength(b_, i);
      int64_t bad;
      row.m = zero ? MaskRow(b_, i, row.len, buf, &bad) : nullptr;
      adv = OutputRow(b_, adv_out, i, row.len, buf.advantages);
    } else {
      Load(i, buf, values, &row);
      adv = OutputRow(b_, adv_out, i, row.len, buf.advantages);
      float* ret = OutputRow(b_, out_.returns, i, row.len, buf.returns);
      ScanRow(i, row, adv, ret, nullptr);
    }
    if (mm.n > 0) WhitenRange(adv, row.m, 0, row.len, mean, scale, zero, lanes_);
    StoreRow(b_, adv_out, i, row.len, adv);
  });
  return Status::Ok();
}

Status PaddedRun::Outcome() {
  const size_t n = static_cast<size_t>(b_.rows);
  std::vector<double> score(n);
  std::vector<int64_t> len(n);
  ForRows(Order::kDescending, [&](int64_t i, RowBuffers& buf) {
    Row row;
    if (!Load(i, buf, false, &row)) return;
    score[i] = MaskedSum<false>(row.r, nullptr, 0, row.len, lanes_);
    len[i] = CountTrainable(row.m, 0, row.len);
  });
  if (bad_mask_.any()) return BadMaskStatus();
  if (rules_.whiten_requires_two && p_.estimator == Estimator::kReinforcePpBaseline) {
    double tokens = 0;
    for (int64_t l : len) tokens += static_cast<double>(l);
    if (tokens < 2) return TooFewTrainable(tokens);
  }
  std::vector<double> group_size;
  std::vector<double> a =
      OutcomeAdvantages(p_, score, len, {b_.group, n}, rules_.grpo_epsilon,
                        rules_.rloo_singleton_keeps_score ? &group_size : nullptr);
  if (rules_.rloo_singleton_keeps_score && p_.estimator == Estimator::kRloo) {
    for (size_t i = 0; i < n; ++i)
      if (group_size[i] == 1) a[i] = score[i];
  }
  ForRows(Order::kAscending, [&](int64_t i, RowBuffers& buf) {
    const int64_t l = RowLength(b_, i);
    int64_t bad;
    const uint8_t* m = MaskRow(b_, i, l, buf, &bad);
    float* adv = OutputRow(b_, out_.advantages, i, l, buf.advantages);
    const float ai = static_cast<float>(a[i]);
    for (int64_t t = 0; t < l; ++t) adv[t] = m[t] ? ai : 0.0f;
    StoreRow(b_, out_.advantages, i, l, adv);
  });
  return Status::Ok();
}

int64_t TotalTokens(const PaddedBatchView& b) {
  if (b.rows <= 0) return 0;
  return b.cu_seqlens ? b.cu_seqlens[b.rows] : b.rows * b.cols;
}

Status CheckOutput(const MutableStridedArray& a, const char* name) {
  if (a.data == nullptr) return Status::InvalidInput(std::string(name) + ": missing");
  if (!IsFloatType(a.type))
    return Status::InvalidInput(std::string(name) + ": element type must be float32 or bfloat16");
  return Status::Ok();
}

}  // namespace
}  // namespace cpu

Status CheckPadded(const PaddedBatchView& b, const EstimatorParams& p,
                   const FrameworkRules& rules) {
  if (Status s = CheckParams(p); !s.ok()) return s;
  if (b.rows < 0 || (b.cu_seqlens == nullptr && b.cols < 0))
    return Status::InvalidInput("shape: rows and cols must be >= 0");
  if (b.cu_seqlens != nullptr && b.rows > 0) {
    if (b.cu_seqlens[0] != 0) return Status::InvalidInput("cu_seqlens: must start at 0");
    for (int64_t i = 0; i < b.rows; ++i) {
      if (b.cu_seqlens[i + 1] < b.cu_seqlens[i])
        return Status::InvalidInput("cu_seqlens: decreases at index " + std::to_string(i + 1));
    }
  }
  // Arrays may be absent (null) where there is nothing to read.
  const bool tokens = cpu::TotalTokens(b) > 0;
  if (b.rewards.data == nullptr && tokens) return Status::InvalidInput("rewards: missing");
  if (!cpu::IsFloatType(b.rewards.type))
    return Status::InvalidInput("rewards: element type must be float32 or bfloat16");
  const bool gae = p.estimator == Estimator::kGae || p.estimator == Estimator::kGaeAdaptive;
  if (gae && b.values.data == nullptr && tokens)
    return Status::InvalidInput("values: missing (gae and gae_adaptive read the critic's values)");
  if (gae && !cpu::IsFloatType(b.values.type))
    return Status::InvalidInput("values: element type must be float32 or bfloat16");
  if (!IsScanEstimator(p.estimator) && b.group == nullptr && tokens)
    return Status::InvalidInput("group: missing (" + std::string(EstimatorName(p.estimator)) +
                                " normalises within groups)");
  if (b.row_lambda != nullptr && p.estimator != Estimator::kGae)
    return Status::InvalidInput("lam: a per-row λ applies to gae only, not to " +
                                std::string(EstimatorName(p.estimator)));
  if (rules.returns_reset_after_mask0 && p.estimator != Estimator::kReturns)
    return Status::InvalidInput("returns_reset_after_mask0 applies to the returns estimator only");
  if (!(rules.grpo_epsilon >= 0 && std::isfinite(rules.grpo_epsilon)))
    return Status::InvalidInput("epsilon: must be finite and >= 0");
  if (b.row_lambda != nullptr) {
    for (int64_t i = 0; i < b.rows; ++i) {
      if (!(b.row_lambda[i] >= 0.0 && b.row_lambda[i] <= 1.0))
        return Status::InvalidInput("lam: row " + std::to_string(i) + " has λ = " +
                                    std::to_string(b.row_lambda[i]) + "; expected [0, 1]");
    }
  }
  return Status::Ok();
}

Status PaddedEstimate(const PaddedBatchView& b, const EstimatorParams& p, const PaddedOutputs& out,
                      const FrameworkRules& rules, const PaddedOptions& options) {
  if (Status s = CheckPadded(b, p, rules); !s.ok()) return s;
  if (cpu::TotalTokens(b) == 0) return Status::Ok();
  if (Status s = cpu::CheckOutput(out.advantages, "advantages"); !s.ok()) return s;
  const bool scan = IsScanEstimator(p.estimator);
  if (scan) {
    if (Status s = cpu::CheckOutput(out.returns, "returns"); !s.ok()) return s;
  }
  cpu::PaddedRun run(b, p, out, rules, options);
  return scan ? run.Scan() : run.Outcome();
}

}  // namespace agentrl::kernels
