# HOST_ARG is a host file holding a secret, outside the run directory.
from common import HOST_ARG, attempt, finish

attempt("read host secret " + HOST_ARG, lambda: len(open(HOST_ARG).read()) > 0)
finish()
