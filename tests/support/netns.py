#!/usr/bin/python3
"""The two small processes of tests/support/netns-pg, standard library only.

  netns.py hold READY_FILE
  netns.py relay NAMESPACE TARGET_PORT PORT_FILE

hold runs as the first process of a new network namespace (unshare --net): it brings the
namespace's loopback up (a new namespace has it down, and iproute2 is not a dependency of the
project), writes READY_FILE and then waits until it is killed. The namespace lives as long as it
(or a server started in there) does.

relay listens on 127.0.0.1 of the namespace it starts in (a free port, written to PORT_FILE once
it serves) and passes every connection on to 127.0.0.1:TARGET_PORT of NAMESPACE
(/proc/PID/ns/net): its listening socket is made before it enters NAMESPACE, every later socket
in there. So a server inside the namespace (the inner sshd of a test's chain) is reached from
outside on that one port, and nothing else in the namespace is. It runs until it is killed.
"""
import ctypes
import fcntl
import os
import signal
import socket
import struct
import sys
import threading

CLONE_NEWNET = 0x40000000
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1


def loopback_up():
    """Sets the flag IFF_UP on lo, as `ip link set lo up` does."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack('16sH22x', b'lo', 0)  # struct ifreq: name, flags
        flags = struct.unpack('16sH22x', fcntl.ioctl(s, SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack('16sH22x', b'lo', flags | IFF_UP))


def hold(ready_file):
    loopback_up()
    with open(ready_file, 'w', encoding='ascii') as f:
        f.write(f'{os.getpid()}\n')
    while True:
        signal.pause()


def enter(namespace):
    """Moves this process into the network namespace at path namespace."""
    libc = ctypes.CDLL(None, use_errno=True)
    fd = os.open(namespace, os.O_RDONLY)
    try:
        if libc.setns(fd, CLONE_NEWNET) != 0:
            err = ctypes.get_errno()
            raise OSError(err, f'setns {namespace}: {os.strerror(err)}')
    finally:
        os.close(fd)


def pump(source, sink):
    """Copies source to sink until source ends, then ends sink's direction."""
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    try:
        sink.shutdown(socket.SHUT_WR)
    except OSError:
        pass


def serve(client, target_port):
    try:
        with client, socket.create_connection(('127.0.0.1', target_port), timeout=10) as inside:
            inside.settimeout(None)
            back = threading.Thread(target=pump, args=(inside, client), daemon=True)
            back.start()
            pump(client, inside)
            back.join()
    except OSError as e:
        print(f'netns.py relay: 127.0.0.1:{target_port} in the namespace: {e}', file=sys.stderr)


def relay(namespace, target_port, port_file):
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(('127.0.0.1', 0))
    listener.listen(16)
    enter(namespace)
    with open(port_file + '.tmp', 'w', encoding='ascii') as f:
        f.write(f'{listener.getsockname()[1]}\n')
    os.rename(port_file + '.tmp', port_file)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client, target_port), daemon=True).start()


def main(argv):
    if len(argv) == 3 and argv[1] == 'hold':
        hold(argv[2])
    elif len(argv) == 5 and argv[1] == 'relay' and argv[3].isdigit():
        relay(argv[2], int(argv[3]), argv[4])
    else:
        print('usage: netns.py hold READY_FILE | netns.py relay NAMESPACE TARGET_PORT PORT_FILE',
              file=sys.stderr)
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
