#include "agentrl/learner/agent.h"

#include <torch/torch.h>

#include <cmath>
#include <cstdio>
#include <numeric>
#include <random>
#include <sstream>

#include "agentrl/learner/ppo_loss.h"

namespace agentrl::learner {
namespace {

using sim::kNumActions;

// LibTorch's errors carry a C++ backtrace in what(); a message for the user needs none of it.
std::string Message(const std::exception& e) {
  if (const auto* c10 = dynamic_cast<const c10::Error*>(&e)) return c10->what_without_backtrace();
  return e.what();
}

struct MlpImpl : torch::nn::Module {
  MlpImpl(int64_t in, int64_t hidden, int64_t out)
      : l1(register_module("l1", torch::nn::Linear(in, hidden))),
        l2(register_module("l2", torch::nn::Linear(hidden, out))) {}
  torch::Tensor Trunk(const torch::Tensor& x) { return torch::tanh(l1(x)); }
  torch::Tensor forward(const torch::Tensor& x) { return l2(Trunk(x)); }
  torch::nn::Linear l1, l2;
};
TORCH_MODULE(Mlp);

// The sampler's copy of the policy MLP, evaluated in double without LibTorch.
class MlpPolicy final : public sim::Policy {
 public:
  MlpPolicy(std::vector<double> w1, std::vector<double> b1, std::vector<double> w2,
            std::vector<double> b2)
      : w1_(std::move(w1)), b1_(std::move(b1)), w2_(std::move(w2)), b2_(std::move(b2)) {}
  sim::ActionProbs Probabilities(const sim::Features& f,
                                 const std::array<bool, kNumActions>& allowed) const override {
    const auto x = DecisionFeatures(f);
    const size_t h = b1_.size();
    std::vector<double> hid(h);
    for (size_t j = 0; j < h; ++j) {
      double s = b1_[j];
      for (int i = 0; i < kTokenFeatures; ++i) s += w1_[j * kTokenFeatures + i] * x[i];
      hid[j] = std::tanh(s);
    }
    sim::ActionProbs p{};
    double mx = -1e300;
    std::array<double, kNumActions> logit{};
    for (int a = 0; a < kNumActions; ++a) {
      if (!allowed[a]) continue;
      double s = b2_[a];
      for (size_t j = 0; j < h; ++j) s += w2_[a * h + j] * hid[j];
      logit[a] = s;
      mx = std::max(mx, s);
    }
    double z = 0;
    for (int a = 0; a < kNumActions; ++a) {
      if (allowed[a]) z += (p[a] = std::exp(logit[a] - mx));
    }
    for (double& v : p) v /= z;
    return p;
  }

 private:
  std::vector<double> w1_, b1_, w2_, b2_;
};

std::vector<double> ToVec(const torch::Tensor& t) {
  const torch::Tensor c = t.detach().to(torch::kFloat64).contiguous();
  return std::vector<double>(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
}

// Running mean and variance of returns (Welford over every target seen).
struct ValueNorm {
  bool on = false;
  double n = 0, mean = 0, m2 = 0;
  void Update(const std::vector<float>& x, const std::vector<uint8_t>& mask) {
    for (size_t i = 0; i < x.size(); ++i) {
      if (!mask[i]) continue;
      n += 1;
      const double d = x[i] - mean;
      mean += d / n;
      m2 += d * (x[i] - mean);
    }
  }
  double std() const { return n > 1 ? std::max(1e-4, std::sqrt(m2 / (n - 1))) : 1.0; }
  torch::Tensor Normalize(const torch::Tensor& v) const { return on ? (v - mean) / std() : v; }
  torch::Tensor Denormalize(const torch::Tensor& v) const { return on ? v * std() + mean : v; }
};

class TorchAgent final : public Agent {
 public:
  TorchAgent(const TrainConfig& cfg, bool with_critic, uint64_t seed)
      : cfg_(cfg), with_critic_(with_critic), shared_(cfg.critic_arch == "shared") {
    torch::manual_seed(seed);
    policy_ = Mlp(kTokenFeatures, cfg.hidden, kNumActions);
    // Start near uniform: a small last layer.
    {
      torch::NoGradGuard ng;
      policy_->l2->weight.mul_(0.01);
      policy_->l2->bias.zero_();
    }
    initial_ = Mlp(kTokenFeatures, cfg.hidden, kNumActions);
    CopyWeights(policy_, initial_);
    std::vector<torch::Tensor> pparams = policy_->parameters();
    if (with_critic_) {
      if (shared_) {
        value_head_ = torch::nn::Linear(cfg.hidden, 1);
        for (auto& p : value_head_->parameters()) pparams.push_back(p);
      } else {
        critic_ = Mlp(kTokenFeatures, cfg.hidden, 1);
        critic_opt_ = std::make_unique<torch::optim::Adam>(
            critic_->parameters(), torch::optim::AdamOptions(cfg.lr_critic));
      }
    }
    policy_opt_ =
        std::make_unique<torch::optim::Adam>(pparams, torch::optim::AdamOptions(cfg.lr_policy));
    vnorm_.on = cfg.value_norm;
    agg_ = *ParseLossAgg(cfg.loss_agg);
  }

  bool has_critic() const override { return with_critic_; }

  std::unique_ptr<sim::Policy> Snapshot() const override {
    return std::make_unique<MlpPolicy>(ToVec(policy_->l1->weight), ToVec(policy_->l1->bias),
                                       ToVec(policy_->l2->weight), ToVec(policy_->l2->bias));
  }

  std::vector<float> Values(const std::vector<float>& feats) const override {
    const int64_t n = static_cast<int64_t>(feats.size()) / kTokenFeatures;
    std::vector<float> out(static_cast<size_t>(n), 0.0f);
    if (!with_critic_) return out;
    torch::NoGradGuard ng;
    for (int64_t s = 0; s < n; s += cfg_.segment_tokens) {
      const int64_t e = std::min(n, s + cfg_.segment_tokens);
      const torch::Tensor x =
          torch::from_blob(const_cast<float*>(feats.data()) + s * kTokenFeatures,
                           {e - s, kTokenFeatures}, torch::kFloat32);
      const torch::Tensor v = vnorm_.Denormalize(RawValues(x)).contiguous();
      std::copy(v.data_ptr<float>(), v.data_ptr<float>() + (e - s), out.begin() + s);
    }
    return out;
  }

  UpdateStats Update(const UpdateBatch& b, uint64_t shuffle_seed) override {
    const double scale = cfg_.lr_warmup_updates > 0
                             ? std::min(1.0, static_cast<double>(updates_ + 1) /
                                                 static_cast<double>(cfg_.lr_warmup_updates))
                             : 1.0;
    SetLearningRates(scale);
    UpdateStats st = Run(b, shuffle_seed, /*policy=*/true);
    SetLearningRates(1.0);
    st.lr_scale = scale;
    if (st.finite) ++updates_;
    return st;
  }
  UpdateStats FitValues(const UpdateBatch& b, uint64_t shuffle_seed) override {
    return Run(b, shuffle_seed, /*policy=*/false);
  }

  Status Save(const std::string& path) const override {
    try {
      torch::serialize::OutputArchive ar;
      Write(ar);
      const std::string tmp = path + ".tmp";
      ar.save_to(tmp);
      if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        return Status::IoError("cannot write checkpoint " + path);
      }
    } catch (const std::exception& e) {
      return Status::IoError("cannot write checkpoint " + path + ": " + Message(e));
    }
    return Status::Ok();
  }

  // All or nothing: a checkpoint that fails part-way through (another configuration's, or a
  // truncated file) leaves the agent as it was.
  Status Load(const std::string& path) override {
    std::stringstream backup;
    {
      torch::serialize::OutputArchive ar;
      Write(ar);
      ar.save_to(backup);
    }
    try {
      torch::serialize::InputArchive ar;
      ar.load_from(path);
      Read(ar);
    } catch (const std::exception& e) {
      torch::serialize::InputArchive ar;
      ar.load_from(backup);
      Read(ar);
      return Status::InvalidInput("cannot load checkpoint " + path + ": " + Message(e) +
                                  "; accepted: a checkpoint written by this agent configuration");
    }
    return Status::Ok();
  }

 private:
  void Write(torch::serialize::OutputArchive& ar) const {
    policy_->save(ar);
    if (critic_) {
      torch::serialize::OutputArchive c;
      critic_->save(c);
      ar.write("critic", c);
    }
    if (value_head_) {
      torch::serialize::OutputArchive c;
      value_head_->save(c);
      ar.write("value_head", c);
    }
    ar.write("value_norm", torch::tensor({vnorm_.n, vnorm_.mean, vnorm_.m2}, torch::kFloat64));
    ar.write("updates", torch::tensor({updates_}, torch::kInt64));
    // What an exact resume needs besides the weights: the reference policy of the KL to the
    // initial policy, and the optimizers' moments.
    {
      torch::serialize::OutputArchive c;
      initial_->save(c);
      ar.write("initial", c);
    }
    {
      torch::serialize::OutputArchive c;
      policy_opt_->save(c);
      ar.write("policy_opt", c);
    }
    if (critic_opt_) {
      torch::serialize::OutputArchive c;
      critic_opt_->save(c);
      ar.write("critic_opt", c);
    }
  }

  void Read(torch::serialize::InputArchive& ar) {
    policy_->load(ar);
    if (critic_) {
      torch::serialize::InputArchive c;
      ar.read("critic", c);
      critic_->load(c);
    }
    if (value_head_) {
      torch::serialize::InputArchive c;
      ar.read("value_head", c);
      value_head_->load(c);
    }
    torch::Tensor vn;
    ar.read("value_norm", vn);
    vnorm_.n = vn[0].item<double>();
    vnorm_.mean = vn[1].item<double>();
    vnorm_.m2 = vn[2].item<double>();
    torch::Tensor updates;  // absent in checkpoints written before the warm-up existed
    updates_ = ar.try_read("updates", updates) ? updates[0].item<int64_t>() : 0;
    torch::serialize::InputArchive init;
    if (ar.try_read("initial", init)) initial_->load(init);
    torch::serialize::InputArchive po;
    if (ar.try_read("policy_opt", po)) policy_opt_->load(po);
    torch::serialize::InputArchive co;
    if (critic_opt_ && ar.try_read("critic_opt", co)) critic_opt_->load(co);
  }

 private:
  static void CopyWeights(Mlp& from, Mlp& to) {
    torch::NoGradGuard ng;
    auto src = from->parameters();
    auto dst = to->parameters();
    for (size_t i = 0; i < src.size(); ++i) dst[i].copy_(src[i]);
  }

  torch::Tensor RawValues(const torch::Tensor& x) const {
    if (shared_) return value_head_->forward(policy_->Trunk(x)).squeeze(-1);
    return critic_->forward(x).squeeze(-1);
  }

  // Log-probabilities of the taken actions and the entropy at each decision.
  std::pair<torch::Tensor, torch::Tensor> PolicyLogp(Mlp& net, const torch::Tensor& x,
                                                     const torch::Tensor& actions,
                                                     const torch::Tensor& allowed) {
    const torch::Tensor logits =
        net->forward(x).masked_fill(allowed.logical_not(), -std::numeric_limits<float>::infinity());
    const torch::Tensor logp_all = torch::log_softmax(logits, -1);
    const torch::Tensor p = logp_all.exp();
    const torch::Tensor ent = -(p * logp_all.masked_fill(allowed.logical_not(), 0.0)).sum(-1);
    return {logp_all.gather(1, actions.unsqueeze(1)).squeeze(1), ent};
  }

  static bool Finite(double v) { return std::isfinite(v); }

  UpdateStats Run(const UpdateBatch& b, uint64_t shuffle_seed, bool do_policy) {
    UpdateStats st;
    const int64_t T = b.num_tokens(), N = b.num_seqs(), D = static_cast<int64_t>(b.action.size());
    if (!b.behavior_logp.empty() && static_cast<int64_t>(b.behavior_logp.size()) != D) {
      st.finite = false;
      st.problem = "behavior_logp has " + std::to_string(b.behavior_logp.size()) + " entries for " +
                   std::to_string(D) + " decisions";
      return st;
    }
    // Whole-batch tensors (views over the caller's arrays; copied where types change).
    const torch::Tensor feats = torch::from_blob(const_cast<float*>(b.token_features.data()),
                                                 {T, kTokenFeatures}, torch::kFloat32);
    const torch::Tensor mask =
        torch::from_blob(const_cast<uint8_t*>(b.mask.data()), {T}, torch::kUInt8)
            .to(torch::kFloat32);
    const torch::Tensor adv =
        torch::from_blob(const_cast<float*>(b.advantages.data()), {T}, torch::kFloat32);
    if (with_critic_) vnorm_.Update(b.returns, b.mask);
    const torch::Tensor ret = vnorm_.Normalize(
        torch::from_blob(const_cast<float*>(b.returns.data()), {T}, torch::kFloat32));
    const torch::Tensor old_v = vnorm_.Normalize(
        torch::from_blob(const_cast<float*>(b.old_values.data()), {T}, torch::kFloat32));
    std::vector<int64_t> seq_of(static_cast<size_t>(T));
    for (int64_t i = 0; i < N; ++i) {
      for (int64_t t = b.cu_seqlens[i]; t < b.cu_seqlens[i + 1]; ++t) seq_of[t] = i;
    }
    const torch::Tensor dtok = torch::tensor(b.decision_token, torch::kInt64);
    const torch::Tensor acts = torch::tensor(b.action, torch::kInt64);
    const torch::Tensor allowed =
        torch::from_blob(const_cast<uint8_t*>(b.allowed.data()), {D, kNumActions}, torch::kUInt8)
            .to(torch::kBool);
    const torch::Tensor dfeats = feats.index_select(0, dtok);
    torch::Tensor dadv = adv.index_select(0, dtok);  // advantages at decision tokens
    torch::Tensor old_logp;  // the proximal policy: the agent's weights before this update
    {
      torch::NoGradGuard ng;
      old_logp = PolicyLogp(policy_, dfeats, acts, allowed).first;
    }
    if (!b.behavior_logp.empty()) {
      // Decoupled PPO: the ratio is clipped against the proximal policy, and each decision's
      // advantage is weighted by pi_prox / pi_behavior (capped), so that a stale batch is
      // corrected without the behaviour policy narrowing the trust region.
      const torch::Tensor behavior = torch::tensor(b.behavior_logp, torch::kFloat32);
      dadv = dadv * (old_logp - behavior).exp().clamp_max(kBehaviorWeightCap);
    }
    std::vector<int64_t> dec_seq(static_cast<size_t>(D));
    for (int64_t d = 0; d < D; ++d) dec_seq[d] = seq_of[b.decision_token[d]];

    std::mt19937_64 rng(shuffle_seed);
    std::vector<int64_t> order(static_cast<size_t>(N));
    int64_t steps = 0;
    for (int64_t epoch = 0; epoch < cfg_.epochs; ++epoch) {
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), rng);
      const int64_t mbs = std::min<int64_t>(cfg_.minibatches, N);
      for (int64_t m = 0; m < mbs; ++m) {
        // Sequences of this minibatch; their tokens and decisions.
        std::vector<int64_t> local(static_cast<size_t>(N), -1);
        int64_t nseq = 0;
        for (int64_t k = m * N / mbs; k < (m + 1) * N / mbs; ++k) local[order[k]] = nseq++;
        std::vector<int64_t> toks, tok_seq, decs;
        for (int64_t i = 0; i < N; ++i) {
          if (local[i] < 0) continue;
          for (int64_t t = b.cu_seqlens[i]; t < b.cu_seqlens[i + 1]; ++t) {
            toks.push_back(t);
            tok_seq.push_back(local[i]);
          }
        }
        std::vector<int64_t> dec_pos;  // position of each decision's token within `toks`
        {
          std::vector<int64_t> pos_of(static_cast<size_t>(T), -1);
          for (size_t j = 0; j < toks.size(); ++j) pos_of[toks[j]] = static_cast<int64_t>(j);
          for (int64_t d = 0; d < D; ++d) {
            if (local[dec_seq[d]] >= 0) {
              decs.push_back(d);
              dec_pos.push_back(pos_of[b.decision_token[d]]);
            }
          }
        }
        const torch::Tensor ti = torch::tensor(toks, torch::kInt64);
        const torch::Tensor w =
            AggregationWeights(mask.index_select(0, ti), torch::tensor(tok_seq, torch::kInt64),
                               nseq, agg_, b.norm_len);
        const torch::Tensor di = torch::tensor(decs, torch::kInt64);
        const torch::Tensor dp = torch::tensor(dec_pos, torch::kInt64);

        policy_opt_->zero_grad();
        if (critic_opt_) critic_opt_->zero_grad();
        double pl = 0, vl = 0;
        if (do_policy) {
          auto [logp, ent] = PolicyLogp(policy_, dfeats.index_select(0, di),
                                        acts.index_select(0, di), allowed.index_select(0, di));
          const torch::Tensor wd = w.index_select(0, dp);
          PolicyLoss l = PpoPolicyLoss(logp, old_logp.index_select(0, di), dadv.index_select(0, di),
                                       wd, {cfg_.clip_low, cfg_.clip_high, cfg_.dual_clip});
          const double wsum = std::max(1e-12, wd.sum().item<double>());
          torch::Tensor loss = l.loss;
          const torch::Tensor ent_mean = (wd * ent).sum() / wsum;
          if (cfg_.entropy_coef > 0) loss = loss - cfg_.entropy_coef * ent_mean;
          torch::Tensor kl_init;
          {
            torch::NoGradGuard ng;
            kl_init = PolicyLogp(initial_, dfeats.index_select(0, di), acts.index_select(0, di),
                                 allowed.index_select(0, di))
                          .first;
          }
          const torch::Tensor lr = kl_init - logp;  // log(π_init/π)
          const torch::Tensor k3 = (wd * (lr.exp() - 1 - lr)).sum() / wsum;
          if (cfg_.kl_coef > 0) loss = loss + cfg_.kl_coef * k3;
          pl = loss.item<double>();
          st.clip_fraction += l.clip_fraction;
          st.approx_kl += l.approx_kl;
          st.entropy += ent_mean.item<double>();
          st.kl_to_initial += k3.item<double>();
          if (!Finite(pl)) return Fail(st, "non-finite policy loss");
          loss.backward({}, /*retain_graph=*/false);
        }
        if (with_critic_) {
          // Segments of at most segment_tokens tokens; weights make the sum exact.
          const int64_t n = static_cast<int64_t>(toks.size());
          const double coef = shared_ && do_policy ? cfg_.value_coef : 1.0;
          for (int64_t s = 0; s < n; s += cfg_.segment_tokens) {
            const int64_t e = std::min(n, s + cfg_.segment_tokens);
            const torch::Tensor seg = ti.slice(0, s, e);
            const torch::Tensor v = RawValues(feats.index_select(0, seg));
            torch::Tensor l = ValueLoss(v, old_v.index_select(0, seg), ret.index_select(0, seg),
                                        w.slice(0, s, e), cfg_.value_clip);
            vl += l.item<double>();
            if (!Finite(vl)) return Fail(st, "non-finite value loss");
            (coef * l).backward();
          }
        }
        if (!do_policy && shared_) {
          // Value pretraining keeps the policy fixed: the shared trunk takes no step.
          for (auto& p : policy_->parameters()) {
            if (p.grad().defined()) p.grad().zero_();
          }
        }
        if (do_policy || shared_) {
          const double gn = ClipGrad(policy_opt_->param_groups()[0].params());
          if (!Finite(gn)) return Fail(st, "non-finite policy gradient");
          st.grad_norm = std::max(st.grad_norm, gn);
        }
        if (critic_opt_) {
          const double gn = ClipGrad(critic_->parameters());
          if (!Finite(gn)) return Fail(st, "non-finite critic gradient");
          st.critic_grad_norm = std::max(st.critic_grad_norm, gn);
          critic_opt_->step();
        }
        if (do_policy || shared_) policy_opt_->step();
        st.policy_loss += pl;
        st.value_loss += vl;
        ++steps;
      }
    }
    if (steps) {
      for (double* v : {&st.policy_loss, &st.value_loss, &st.clip_fraction, &st.approx_kl,
                        &st.entropy, &st.kl_to_initial}) {
        *v /= static_cast<double>(steps);
      }
    }
    return st;
  }

  double ClipGrad(const std::vector<torch::Tensor>& params) {
    double total = 0;
    for (const auto& p : params) {
      if (p.grad().defined()) total += p.grad().pow(2).sum().item<double>();
    }
    total = std::sqrt(total);
    if (cfg_.grad_clip > 0 && std::isfinite(total) && total > cfg_.grad_clip) {
      torch::NoGradGuard ng;
      for (const auto& p : params) {
        if (p.grad().defined()) p.grad().mul_(cfg_.grad_clip / total);
      }
    }
    return total;
  }

  // Both optimizers at `scale` times their configured learning rate.
  void SetLearningRates(double scale) {
    auto set = [scale](torch::optim::Adam& opt, double lr) {
      for (auto& g : opt.param_groups()) {
        static_cast<torch::optim::AdamOptions&>(g.options()).lr(lr * scale);
      }
    };
    set(*policy_opt_, cfg_.lr_policy);
    if (critic_opt_) set(*critic_opt_, cfg_.lr_critic);
  }

  static UpdateStats Fail(UpdateStats st, const std::string& why) {
    st.finite = false;
    st.problem = why;
    return st;
  }

  TrainConfig cfg_;
  bool with_critic_, shared_;
  // Forward passes are logically const; LibTorch modules are not.
  mutable Mlp policy_{nullptr}, initial_{nullptr}, critic_{nullptr};
  mutable torch::nn::Linear value_head_{nullptr};
  std::unique_ptr<torch::optim::Adam> policy_opt_, critic_opt_;
  ValueNorm vnorm_;
  int64_t updates_ = 0;  // policy updates made (the warm-up's position)
  LossAgg agg_ = LossAgg::kTokenMean;
};

}  // namespace

}  // namespace agentrl::learner

// The entry point the loader (loader.cc) looks up with dlsym.
extern "C" __attribute__((visibility("default"))) agentrl::learner::Agent* agentrl_learner_create(
    const agentrl::learner::TrainConfig* cfg, bool with_critic, uint64_t seed) {
  // One intra-op thread: reductions then run in a fixed order, so training does not depend on
  // the machine's core count (the networks are far too small to gain from more).
  torch::set_num_threads(1);
  return new agentrl::learner::TorchAgent(*cfg, with_critic, seed);
}
