import random, time
from solution import count_words

rng = random.Random(0)
words = ['alpha', "don't", "'x'", 'Beta', 'q1']
text = ' '.join(rng.choice(words) for _ in range(300000))
t0 = time.perf_counter()
count_words(text)
print(f'300k words: {time.perf_counter() - t0:.3f}s')
