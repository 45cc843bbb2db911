from algo_upstream.group_anagrams import *  # noqa
