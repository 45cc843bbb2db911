import socket

from common import attempt, finish


def connect(path):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(2)
    s.connect(path)
    return True


for p in ["/var/run/docker.sock", "/run/dbus/system_bus_socket", "/run/systemd/private",
          "\0/tmp/.X11-unix/X0", "/tmp/.X11-unix/X0"]:
    attempt("unix connect " + repr(p), lambda p=p: connect(p))
finish()
