import socket

from common import attempt, finish


def send():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    return s.sendto(b"exfiltrate", ("8.8.8.8", 53)) > 0


attempt("udp sendto 8.8.8.8:53", send)
finish()
