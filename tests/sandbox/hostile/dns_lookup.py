import socket

from common import attempt, finish

attempt("resolve example.com", lambda: len(socket.getaddrinfo("example.com", 80)) > 0)
attempt("resolve localhost over the network stack",
        lambda: socket.create_connection(("localhost", 53), timeout=2) is not None)
finish()
