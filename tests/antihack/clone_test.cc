// Clone detection: a renamed and reformatted copy of a corpus reference is found; independent
// solutions of the same task are not.
#include <gtest/gtest.h>

#include "agentrl/antihack/clone.h"
#include "agentrl/core/config.h"
#include "../sandbox/sandbox_test_util.h"

namespace agentrl::antihack {
namespace {

std::string Reference(const std::string& task) {
  auto t = config::ReadTextFile(sandbox::testing::SourceDir() + "/tasks/python/" + task +
                                "/reference/solution.py");
  EXPECT_TRUE(t.ok()) << t.status().message();
  return t.ok() ? *t : "";
}

TEST(Clone, RenamingAndReformattingDoNotChangeTheTokens) {
  EXPECT_EQ(NormalizedTokens("def f(a, b):\n    return a + b  # sum\n"),
            NormalizedTokens("def   add(x,y): return x+y"));
  EXPECT_NE(NormalizedTokens("def f(a, b): return a + b"),
            NormalizedTokens("def f(a, b): return a * b"));
}

TEST(Clone, ARenamedCopyOfTheReferenceIsContained) {
  const std::string ref = Reference("hard-05-topological-sort");
  // The reference with every name changed, comments added and the layout altered.
  std::string copy = ref;
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"indeg", "incoming_count"}, {"adj", "graph"}, {"heap", "frontier"},
           {"out", "ordering"}, {"topo_sort", "order_nodes"}}) {
    for (size_t at = copy.find(from); at != std::string::npos; at = copy.find(from, at + to.size())) {
      copy.replace(at, from.size(), to);
    }
  }
  copy = "# my own work\n" + copy + "\n\n# end\n";
  const double c = Containment(Winnow(copy), Winnow(ref));
  EXPECT_GT(c, 0.9) << c;
}

TEST(Clone, AnIndependentSolutionIsNot) {
  const std::string ref = Reference("hard-05-topological-sort");
  // Depth-first topological order with smallest-first tie breaking: same task, own code.
  const std::string own = R"(
def topo_sort(n, edges):
    succ = {i: [] for i in range(n)}
    need = [0] * n
    for a, b in edges:
        succ[a].append(b)
        need[b] += 1
    ready = sorted(i for i in range(n) if need[i] == 0)
    order = []
    while ready:
        node = ready.pop(0)
        order.append(node)
        for m in succ[node]:
            need[m] -= 1
            if need[m] == 0:
                ready.append(m)
                ready.sort()
    if len(order) < n:
        raise ValueError("graph has a cycle")
    return order
)";
  const double c = Containment(Winnow(own), Winnow(ref));
  EXPECT_LT(c, 0.5) << c;
  // Unrelated corpus references share little with each other.
  EXPECT_LT(Containment(Winnow(Reference("medium-02-roman-numerals")), Winnow(ref)), 0.3);
}

}  // namespace
}  // namespace agentrl::antihack
