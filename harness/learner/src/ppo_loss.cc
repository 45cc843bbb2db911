#include "agentrl/learner/ppo_loss.h"

namespace agentrl::learner {

Result<LossAgg> ParseLossAgg(const std::string& name) {
  if (name == "token-mean") return LossAgg::kTokenMean;
  if (name == "seq-mean-token-sum") return LossAgg::kSeqMeanTokenSum;
  if (name == "seq-mean-token-mean") return LossAgg::kSeqMeanTokenMean;
  if (name == "seq-mean-token-sum-norm") return LossAgg::kSeqMeanTokenSumNorm;
  return Status::InvalidInput("loss aggregation '" + name +
                              "'; accepted: token-mean, seq-mean-token-sum, "
                              "seq-mean-token-mean, seq-mean-token-sum-norm");
}

torch::Tensor AggregationWeights(const torch::Tensor& mask, const torch::Tensor& seq_index,
                                 int64_t num_seqs, LossAgg mode, double norm_len) {
  const torch::Tensor m = mask.to(torch::kFloat64);
  const double n = static_cast<double>(std::max<int64_t>(num_seqs, 1));
  torch::Tensor w;
  switch (mode) {
    case LossAgg::kTokenMean:
      w = m / std::max(1.0, m.sum().item<double>());
      break;
    case LossAgg::kSeqMeanTokenSum:
      w = m / n;
      break;
    case LossAgg::kSeqMeanTokenMean: {
      torch::Tensor len = torch::zeros({num_seqs}, torch::kFloat64).index_add_(0, seq_index, m);
      w = m / (n * len.clamp_min(1.0).index_select(0, seq_index));
      break;
    }
    case LossAgg::kSeqMeanTokenSumNorm:
      w = m / (n * norm_len);
      break;
  }
  return w.to(torch::kFloat32);
}

PolicyLoss PpoPolicyLoss(const torch::Tensor& logp, const torch::Tensor& old_logp,
                         const torch::Tensor& advantages, const torch::Tensor& weights,
                         const ClipParams& clip) {
  const torch::Tensor log_ratio = logp - old_logp;
  const torch::Tensor ratio = torch::exp(log_ratio);
  const torch::Tensor& a = advantages;
  const torch::Tensor unclipped = -a * ratio;
  const torch::Tensor clipped = -a * torch::clamp(ratio, 1.0 - clip.clip_low, 1.0 + clip.clip_high);
  torch::Tensor loss = torch::max(unclipped, clipped);
  torch::Tensor took_clip = (clipped > unclipped);
  if (clip.dual_clip > 1.0) {
    const torch::Tensor cap = -clip.dual_clip * a;
    const torch::Tensor capped = torch::min(loss, cap);
    const torch::Tensor neg = a < 0;
    took_clip = torch::logical_or(took_clip, torch::logical_and(neg, loss > cap));
    loss = torch::where(neg, capped, loss);
  }
  PolicyLoss out;
  out.loss = (weights * loss).sum();
  torch::NoGradGuard ng;
  const double wsum = std::max(1e-12, weights.sum().item<double>());
  out.clip_fraction = (weights * took_clip.to(torch::kFloat32)).sum().item<double>() / wsum;
  out.approx_kl = (weights * ((ratio - 1) - log_ratio)).sum().item<double>() / wsum;
  return out;
}

torch::Tensor ValueLoss(const torch::Tensor& values, const torch::Tensor& old_values,
                        const torch::Tensor& returns, const torch::Tensor& weights,
                        double value_clip) {
  torch::Tensor l = (values - returns).pow(2);
  if (value_clip > 0) {
    const torch::Tensor vc =
        old_values + torch::clamp(values - old_values, -value_clip, value_clip);
    l = torch::max(l, (vc - returns).pow(2));
  }
  return 0.5 * (weights * l).sum();
}

}  // namespace agentrl::learner
