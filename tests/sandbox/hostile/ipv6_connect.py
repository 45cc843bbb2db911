import socket

from common import attempt, finish


def connect():
    s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect(("2606:4700:4700::1111", 80))
    return True


attempt("ipv6 connect", connect)
finish()
