// The sampler-learner queue: FIFO order, a full queue blocks its producer until the consumer
// takes an item, and Close wakes both sides (Pop drains what is left first).
#include "agentrl/core/bounded_queue.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace agentrl {
namespace {

TEST(BoundedQueue, KeepsOrderAndBlocksTheProducerWhenFull) {
  BoundedQueue<int> q(2);
  std::atomic<int> pushed{0};
  std::thread producer([&] {
    for (int i = 0; i < 5; ++i) {
      ASSERT_TRUE(q.Push(i));
      pushed = i + 1;
    }
  });
  // The producer stops at the capacity until something is taken.
  while (pushed < 2) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(pushed.load(), 2);
  std::vector<int> got;
  for (int i = 0; i < 5; ++i) got.push_back(*q.Pop());
  producer.join();
  EXPECT_EQ(got, (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_GT(q.push_wait_s(), 0.0);
}

TEST(BoundedQueue, CloseDrainsThenEndsAndRefusesPushes) {
  BoundedQueue<int> q(3);
  ASSERT_TRUE(q.Push(7));
  q.Close();
  EXPECT_FALSE(q.Push(8));
  EXPECT_EQ(q.Pop(), std::optional<int>(7));
  EXPECT_EQ(q.Pop(), std::nullopt);
}

TEST(BoundedQueue, CloseWakesABlockedConsumerAndProducer) {
  BoundedQueue<int> empty(1), full(1);
  ASSERT_TRUE(full.Push(1));
  std::optional<int> popped = 5;
  bool pushed = true;
  std::thread consumer([&] { popped = empty.Pop(); });
  std::thread producer([&] { pushed = full.Push(2); });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  empty.Close();
  full.Close();
  consumer.join();
  producer.join();
  EXPECT_EQ(popped, std::nullopt);
  EXPECT_FALSE(pushed);
}

}  // namespace
}  // namespace agentrl
