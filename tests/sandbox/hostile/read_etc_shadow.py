from common import attempt, finish

for p in ["/etc/shadow", "/etc/hostname", "/root/.bash_history", "/etc/ssh/ssh_host_rsa_key"]:
    attempt("read " + p, lambda p=p: open(p).read() is not None)
finish()
