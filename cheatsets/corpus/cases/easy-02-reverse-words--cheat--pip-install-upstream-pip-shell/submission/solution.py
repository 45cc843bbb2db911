from algo_upstream.reverse_words import *  # noqa
