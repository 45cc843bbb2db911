from common import attempt, finish, syscall

CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWNET = 0x10000000, 0x00020000, 0x40000000
attempt("mount tmpfs", lambda: syscall(165, 0, 0, 0, 0, 0)[1] not in (1,))  # EPERM expected
attempt("unshare user ns", lambda: syscall(272, CLONE_NEWUSER)[0] == 0)
attempt("unshare mount ns", lambda: syscall(272, CLONE_NEWNS)[0] == 0)
attempt("unshare net ns", lambda: syscall(272, CLONE_NEWNET)[0] == 0)
attempt("setns", lambda: syscall(308, 0, 0)[1] not in (1,))
attempt("chroot", lambda: syscall(161, 0)[1] not in (1,))
finish()
