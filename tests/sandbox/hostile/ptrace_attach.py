import os

from common import attempt, finish, syscall

PTRACE_TRACEME, PTRACE_ATTACH = 0, 16
attempt("ptrace TRACEME", lambda: syscall(101, PTRACE_TRACEME, 0, 0, 0)[0] == 0)
attempt("ptrace ATTACH to parent", lambda: syscall(101, PTRACE_ATTACH, os.getppid(), 0, 0)[0] == 0)
finish()
