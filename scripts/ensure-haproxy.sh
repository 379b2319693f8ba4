#!/usr/bin/env bash
# The multi-instance test runs the instances behind Debian's HAProxy (deploy/haproxy.cfg). Installs it when
# missing and allowed; never starts it as a service: the test runs its own.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy not found: installing Debian's haproxy package..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy >/dev/null 2>&1 ||
    { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy >/dev/null; }
  exit 0
fi
echo "The multi-instance test needs HAProxy: install Debian's package (sudo apt-get install -y haproxy)." >&2
exit 1
