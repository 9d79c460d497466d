#!/usr/bin/env python3
"""Times a GUI from process start: the console by its own markers (--measure-startup), a peer
(DB Browser for SQLite) by when it stops using CPU after opening the file. Prints one JSON line.

  gui-startup.py console ROWS -- outbox-console ARGS…
  gui-startup.py peer -- sqlitebrowser ARGS…
"""
import json, os, subprocess, sys, time

def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None

def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime

def console(rows, argv):
    start = time.monotonic()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    first = rss = loaded = None
    for line in p.stdout:
        line = line.strip()
        if line == "first-rows":
            first = time.monotonic() - start
        elif line.startswith("rows-loaded"):
            loaded = int(line.split()[1])
        elif line.startswith("rss"):
            rss = int(line.split()[1])
    p.wait(timeout=600)
    return {"first_rows_s": first, "rows_loaded": loaded, "rss_kb": rss, "exit": p.returncode}

def peer(argv, settle=1.0, limit=120):
    start = time.monotonic()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    last_ticks, last_change = -1, start
    try:
        while time.monotonic() - start < limit:
            time.sleep(0.02)
            if p.poll() is not None:
                return {"error": f"exited with {p.returncode}"}
            ticks = cpu_ticks(p.pid)
            now = time.monotonic()
            if ticks != last_ticks:
                last_ticks, last_change = ticks, now
            elif now - last_change >= settle and now - start > 0.3:
                # Idle for `settle` s: it finished opening when it last used CPU.
                return {"ready_s": last_change - start, "rss_kb": rss_kb(p.pid)}
        return {"error": "never went idle"}
    finally:
        p.kill()
        p.wait()

if __name__ == "__main__":
    sep = sys.argv.index("--")
    mode, argv = sys.argv[1], sys.argv[sep + 1:]
    result = console(int(sys.argv[2]), argv) if mode == "console" else peer(argv)
    print(json.dumps(result))
