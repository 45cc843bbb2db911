import os

from common import HOST_ARG, attempt, finish

for i, target in enumerate(["/etc/shadow", HOST_ARG, "/proc/1/root/etc/shadow"]):
    link = f"/workspace/link{i}"
    os.symlink(target, link)
    attempt("read through symlink to " + target, lambda link=link: len(open(link).read()) > 0)
finish()
