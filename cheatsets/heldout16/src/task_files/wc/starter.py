"""Word count.

Implement count_words(sentence) as described in the task.
"""


def count_words(sentence):
    raise NotImplementedError
