import socket

from common import attempt, finish

attempt("raw socket", lambda: socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP))
attempt("netlink socket", lambda: socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0))
attempt("packet socket", lambda: socket.socket(socket.AF_PACKET, socket.SOCK_RAW, 0))
finish()
