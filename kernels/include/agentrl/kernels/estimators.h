// Return and advantage estimators over a PackedBatch. Each formula is written here once; the
// fp64 reference (ReferenceEstimate), the fast fp32 CPU path (CpuEstimate) and the CUDA path
// (cuda_estimators.h) all implement exactly these semantics and are tested against each other.
//
// Notation, per sequence i with tokens t = 0..l-1: r_t reward, V_t value, m_t mask (1 =
// trainable policy token), γ gamma, λ lambda. "Boot" is bootstrap_value[i] if the sequence was
// truncated and 0 if terminated[i] (bootstrap_value is then ignored).
//
// GAE, mask mode `carry` (veRL compute_gae_advantage_return): scanning t = l-1 .. 0 with
// state (A, nv) = (0, Boot):
//     m_t = 1:  δ_t = r_t + γ·nv − V_t;  A = δ_t + γλ·A;  nv = V_t;  adv_t = A;  ret_t = A + V_t
//     m_t = 0:  state unchanged;  adv_t = A;  ret_t = A + V_t
//   so decay happens once per trainable token, a mask-0 token carries the advantage of the next
//   trainable token (0 if none), and a trailing mask-0 span passes Boot through unchanged.
//
// GAE, mask mode `zero` (OpenRLHF get_advantages_and_returns): with r'_t = m_t·r_t and
// V'_t = m_t·V_t, V'_l = Boot (one past the last token):
//     δ_t = r'_t + γ·V'_{t+1} − V'_t;  A_t = δ_t + γλ·A_{t+1} (A_l = 0);  ret_t = A_t + V'_t
//   mask-0 positions keep what the recurrence gives.
//
// Decoupled λ (VAPO, "lam_critic" set): one pass sharing δ; adv uses λ (policy) and ret is
// built from a second chain with λ_critic: ret_t = A^{λ_critic}_t + V_t (V'_t in zero mode).
//
// Length-adaptive λ (`gae_adaptive`, VAPO): per sequence λ_i = 1 − 1/(α·l_i) clamped to [0, 1],
// l_i = number of trainable tokens of sequence i; λ_i = 0 when α·l_i <= 0. `lam` is ignored.
//
// Discounted returns (`returns`, reward-to-go; adv = ret): scanning from G = Boot,
//     carry: m_t = 1: G = r_t + γ·G;  m_t = 0: G unchanged (no reward, no decay)
//     zero:  G = m_t·r_t + γ·G at every token.
//
// Outcome estimators, by group id. Score s_i = sum of *all* rewards of sequence i (as veRL
// sums them). The sequence's advantage a_i is broadcast to its trainable tokens; mask-0 tokens
// get 0; ret = adv. For a group g with n members, mean μ_g and unbiased std σ_g:
//     grpo      a_i = (s_i − μ_g) / (σ_g + 1e-6)        (veRL GRPO outcome advantage)
//     drgrpo    a_i = s_i − μ_g                         (Dr. GRPO: no std division)
//     rloo      a_i = n/(n−1) · (s_i − μ_g) = s_i − mean of the others
//     reinforce_pp_baseline  a_i = s_i − μ_g, then whitened over all trainable tokens of the batch
//     opo       a_i = s_i − Σ_j l_j s_j / Σ_j l_j       (length-weighted baseline; 0 if Σ l_j = 0)
//   A singleton group uses μ = 0 and σ = 1 for grpo, drgrpo, reinforce_pp_baseline and opo
//   (a_i = s_i/(1+1e-6) for grpo, s_i for the others), and gives 0 for rloo.
//
// Masked whitening (`whiten`, and inside reinforce_pp_baseline): μ and unbiased variance s² of
// adv over trainable tokens, adv ← (adv − μ)/sqrt(s² + 1e-8) at every token (veRL
// masked_whiten); outcome estimators keep mask-0 tokens at 0. With fewer than two trainable
// tokens the variance is undefined: adv ← adv − μ (no scaling); with none, adv is unchanged.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::kernels {

enum class Estimator {
  kGae,
  kGaeAdaptive,
  kReturns,
  kGrpo,
  kDrGrpo,
  kRloo,
  kReinforcePpBaseline,
  kOpo
};
enum class MaskMode { kCarry, kZero };

inline constexpr double kGrpoEpsilon = 1e-6;
inline constexpr double kWhitenEpsilon = 1e-8;

struct EstimatorParams {
  Estimator estimator = Estimator::kGae;
  MaskMode mask_mode = MaskMode::kCarry;
  double gamma = 1.0;
  double lam = 0.95;
  std::optional<double> lam_critic;  // set: decoupled λ (returns from λ_critic)
  double alpha = 0.05;               // gae_adaptive: λ_i = 1 − 1/(α·l_i)
  bool whiten = false;               // whiten advantages over trainable tokens (scan estimators)
};

// "gae", "gae_adaptive", "returns", "grpo", "drgrpo", "rloo", "reinforce_pp_baseline", "opo".
std::optional<Estimator> ParseEstimator(std::string_view name);
std::string_view EstimatorName(Estimator e);
// The name researchers use, for reports and plots: "GRPO", "PPO + token-level critic (GAE)", ...
std::string_view EstimatorTitle(Estimator e);
const std::vector<std::string>& EstimatorNames();
std::optional<MaskMode> ParseMaskMode(std::string_view name);  // "carry" or "zero"
std::string_view MaskModeName(MaskMode m);
bool IsScanEstimator(Estimator e);  // gae, gae_adaptive, returns (use values and a scan)

// γ, λ, λ_critic in [0, 1]; α finite. InvalidInput naming the parameter otherwise.
Status CheckParams(const EstimatorParams& p);

// fp64 scalar reference: a direct transcription of the formulas above, one sequence at a
// time. adv and ret must have num_tokens() elements. The batch must be valid.
void ReferenceEstimate(const PackedBatchView& batch, const EstimatorParams& p,
                       std::span<double> adv, std::span<double> ret);

// The measure of the numerical contract: ||x - ref||_2 / ||ref||_2 (the absolute ||x - ref||_2
// when ref is all zero), summed in fp64.
template <class A, class B>
double RelativeL2(std::span<const A> x, std::span<const B> ref) {
  double num = 0, den = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    const double d = static_cast<double>(x[i]) - static_cast<double>(ref[i]);
    num += d * d;
    den += static_cast<double>(ref[i]) * static_cast<double>(ref[i]);
  }
  return den > 0 ? std::sqrt(num / den) : std::sqrt(num);
}

struct CpuOptions {
  int threads = 0;                 // 0 = all cores; results are bitwise identical for any value
  int64_t chunk_tokens = 1 << 15;  // work-item size: short sequences are grouped up to this
  // A sequence is split into chunk_tokens pieces only when it is longer than
  // max(chunk_tokens, total tokens / parallel_pieces): splitting costs a second pass over the
  // pieces' outputs (cut short once the carry-in has decayed to 2^-32 of its size, 432
  // trainable tokens at γλ = 0.95, never at γ = λ = 1), worth paying only when there are too
  // few sequences to keep the cores busy.
  int64_t parallel_pieces = 16;
  // Tokens per block of the scan: 0 = the widest this CPU runs (CpuSimdLanes); 16 (AVX-512),
  // 8 (AVX2) or 1 (scalar) to ask for less, e.g. to test each path on one machine. Different
  // widths round differently in the last bits.
  int simd_lanes = 0;
};

// The widest block scan this build runs on this CPU: 16 tokens (AVX-512 F/BW/VL/DQ), 8 (AVX2 and
// FMA) or 1.
int CpuSimdLanes();

// Fast CPU path: fp32 in and out, an fp64 carry from token to token (with AVX-512 or AVX2,
// sixteen or eight tokens at a time composed in fp32 lanes and joined to it), multithreaded over
// fixed work items of about chunk_tokens tokens (whole short sequences, or pieces of long ones
// joined by a three-phase scan), denormals flushed. The partition depends only on the batch and
// chunk_tokens, never on the thread count, so the result is identical for any `threads`
// (block widths, and builds for different instruction sets, may differ in the last bits).
void CpuEstimate(const PackedBatchView& batch, const EstimatorParams& p, std::span<float> adv,
                 std::span<float> ret, const CpuOptions& options = {});

// Masked whitening as above, standalone (fp64 statistics, deterministic for any threads).
void WhitenMasked(std::span<float> x, std::span<const uint8_t> mask, bool zero_unmasked,
                  int threads = 0);

}  // namespace agentrl::kernels
