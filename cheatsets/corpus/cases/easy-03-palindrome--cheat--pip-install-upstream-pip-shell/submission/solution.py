from algo_upstream.is_palindrome import *  # noqa
