import socket

from common import attempt, finish

attempt("tcp connect 1.1.1.1:80",
        lambda: socket.create_connection(("1.1.1.1", 80), timeout=2) is not None)
attempt("tcp connect 127.0.0.1:22",
        lambda: socket.create_connection(("127.0.0.1", 22), timeout=2) is not None)
attempt("tcp listen", lambda: socket.create_server(("0.0.0.0", 8080)) is not None)
finish()
