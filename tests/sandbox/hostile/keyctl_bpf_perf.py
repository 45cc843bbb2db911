from common import attempt, finish, syscall

# Each call must be refused with EPERM by the filter (not merely fail on bad arguments).
for name, nr, args in [("keyctl", 250, (0, 0, 0, 0, 0)), ("add_key", 248, (0, 0, 0, 0, 0)),
                       ("bpf", 321, (0, 0, 0)), ("perf_event_open", 298, (0, 0, 0, 0, 0)),
                       ("init_module", 175, (0, 0, 0)), ("kexec_load", 246, (0, 0, 0, 0)),
                       ("process_vm_readv", 310, (1, 0, 0, 0, 0, 0)),
                       ("io_uring_setup", 425, (1, 0)), ("userfaultfd", 323, (0,))]:
    attempt(name + " not refused with EPERM",
            lambda nr=nr, args=args: syscall(nr, *args)[1] != 1)
finish()
