// Estimators over padded [rows, cols] batches (and over packed ragged ones given as strided 1-D
// arrays), read and written in place, row by row: no repacking into a PackedBatch and back.
// This is the layout RL frameworks hold (veRL's token_level_rewards / values / response_mask,
// OpenRLHF's rewards / values / action_mask), and the Python package (python/) hands their
// tensors' storage here directly.
//
// Row i is one sequence. Every formula is estimators.h's, computed by the same per-range scan
// (kernels/src/cpu/scan_range.h) and the same group statistics as CpuEstimate: an fp64 carry
// from token to token, fp32 (or bf16) in and out. A row whose arrays are fp32 (mask: bool or
// uint8) with unit column stride is scanned where it lies; any other dtype or stride is
// converted one row at a time into a per-thread buffer that stays allocated between calls, so a
// warm call allocates O(rows) bookkeeping and nothing per token. The mask must hold 0 or 1.
//
// A padded row has no bootstrap unless `bootstrap` is given (terminated otherwise), and its
// trailing mask-0 positions are scanned like any mask-0 token, which is what the frameworks do
// with right padding: in carry mode they pass the zero state through (adv 0, ret V_t); in zero
// mode adv = ret = 0 there.
//
// Threads: rows are spread over `threads` workers; a row is never split. Statistics (whitening,
// group scores) are fp64 per row, merged in row order, so results do not depend on the thread
// count (the block width of the scan, 16/8/1 lanes, may change the last bits, as in
// CpuEstimate).
#pragma once

#include <cstdint>
#include <string>

#include "agentrl/core/status.h"
#include "agentrl/kernels/estimators.h"

namespace agentrl::kernels {

// Element types the padded path reads. Rewards, values and outputs: kFloat32 or kBFloat16; the
// mask: any of them (bf16 and fp32/fp64 masks must hold 0.0 or 1.0).
enum class ElementType { kFloat32, kBFloat16, kFloat64, kBool, kUInt8, kInt32, kInt64 };

// A strided [rows, cols] array (padded) or a strided 1-D array (packed, rows by cu_seqlens).
// Element (i, t) is at data + i·row_stride + t·col_stride elements (padded), or
// data + (cu_seqlens[i] + t)·col_stride (packed; row_stride unused). data == nullptr: absent.
struct StridedArray {
  const void* data = nullptr;
  ElementType type = ElementType::kFloat32;
  int64_t row_stride = 0, col_stride = 1;
};
struct MutableStridedArray {
  void* data = nullptr;
  ElementType type = ElementType::kFloat32;
  int64_t row_stride = 0, col_stride = 1;
};

struct PaddedBatchView {
  int64_t rows = 0, cols = 0;           // padded shape; cols is ignored when cu_seqlens is set
  const int64_t* cu_seqlens = nullptr;  // set: packed, row i = tokens [cu[i], cu[i+1])
  StridedArray rewards;
  StridedArray values;  // read by gae and gae_adaptive only
  StridedArray mask;    // absent: every token trainable
  // Per row, optional: V(s_T) of a truncated row (absent: every row terminated, bootstrap 0),
  // λ of the row (gae: replaces lam; absent: lam or gae_adaptive's λ_i), group id (outcome
  // estimators; required by them).
  const float* bootstrap = nullptr;
  const double* row_lambda = nullptr;
  const int64_t* group = nullptr;
  // The caller's name for the mask in error messages (e.g. "response_mask").
  std::string mask_name = "mask";
};

// Departures from estimators.h that a framework's published semantics need. Each is off by
// default; python/ turns on the ones its framework signatures promise.
struct FrameworkRules {
  // veRL compute_reinforce_plus_plus_outcome_advantage: returns G_t = r_t + γ·m_{t+1}·G_{t+1}
  // (rewards unmasked, the running return reset after every mask-0 token) instead of
  // estimators.h's `returns` in carry or zero mode. Only with estimator kReturns.
  bool returns_reset_after_mask0 = false;
  // Whitened advantages multiplied by the mask (veRL REINFORCE++ and its baseline form).
  bool whiten_zero_unmasked = false;
  // veRL masked_whiten raises with fewer than two trainable tokens; estimators.h subtracts the
  // mean and skips the scaling instead. true: InvalidInput naming the mask.
  bool whiten_requires_two = false;
  // veRL RLOO leaves a singleton group's score as its advantage; estimators.h gives it 0.
  bool rloo_singleton_keeps_score = false;
  double grpo_epsilon = kGrpoEpsilon;
};

struct PaddedOptions {
  int threads = 1;     // 0 = all cores; results are identical for any value
  int simd_lanes = 0;  // as CpuOptions::simd_lanes
};

// Output element types: as the framework's tensor expression would promote, chosen by the caller.
struct PaddedOutputs {
  MutableStridedArray advantages;
  MutableStridedArray returns;  // absent for the outcome estimators (returns = advantages)
};

// Checks the parameters, the view's arrays (present where the estimator needs them and there
// are tokens, types allowed), cu_seqlens (starts at 0, never decreases) and the per-row λ (in
// [0, 1]); InvalidInput naming the argument otherwise. Reads no per-token array.
Status CheckPadded(const PaddedBatchView& batch, const EstimatorParams& p,
                   const FrameworkRules& rules = {});

// Computes p's estimator over every row into out (see the file comment). Returns InvalidInput
// naming the mask if it holds anything but 0 and 1 (the first offending row and column), or
// when whitening with rules.whiten_requires_two sees fewer than two trainable tokens; the
// outputs are then unspecified. CheckPadded's conditions are checked first.
Status PaddedEstimate(const PaddedBatchView& batch, const EstimatorParams& p,
                      const PaddedOutputs& out, const FrameworkRules& rules = {},
                      const PaddedOptions& options = {});

}  // namespace agentrl::kernels
