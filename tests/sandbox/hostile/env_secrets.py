import os

from common import attempt, finish

print(sorted(os.environ), flush=True)
attempt("find the host's secret in the environment",
        lambda: any("SECRET" in k or "hunter2" in v for k, v in os.environ.items()))
finish()
