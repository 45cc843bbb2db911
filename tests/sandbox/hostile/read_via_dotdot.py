from common import HOST_ARG, attempt, finish

for p in ["/workspace/../../../../etc/shadow", "../../../../../etc/shadow",
          "/workspace/../../../.." + HOST_ARG, "../" * 12 + HOST_ARG.lstrip("/")]:
    attempt("read through .. " + p, lambda p=p: len(open(p).read()) > 0)
finish()
