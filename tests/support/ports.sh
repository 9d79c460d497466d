# Loopback port helpers for the test-server scripts (sourced, not run).
# Servers take a free port when they start, so two suites (two checkouts, or a developer's own
# server on a well-known port) never collide. The port is picked at random below Linux's
# ephemeral range (32768-60999), where the kernel never hands out ports for outgoing connections,
# and checked to have no listener; the caller retries with another port if the server still
# finds it taken (another suite may bind it between the check and the server's bind).

# port_busy PORT: true if something listens on 127.0.0.1:PORT.
port_busy() {
  timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null
}

# free_port: prints a port in 20000-32767 with no listener on 127.0.0.1.
free_port() {
  local port
  for _ in $(seq 200); do
    port=$((20000 + RANDOM % 12768))
    if ! port_busy "$port"; then
      echo "$port"
      return 0
    fi
  done
  echo "free_port: no free loopback port found in 200 tries" >&2
  return 1
}

# url_port URL: the port of a scheme://user@host:PORT/… URL.
url_port() {
  local rest=${1##*:}
  echo "${rest%%/*}"
}
