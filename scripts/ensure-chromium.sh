#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (never a downloaded browser). Installs it when missing and allowed.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Contacts react with emoji: without a font that draws them the screenshots show empty boxes. Optional.
if ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-noto-color-emoji >/dev/null 2>&1 || true
fi
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $browser: installing Debian's chromium package..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1 ||
    { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null; }
  exit 0
fi
echo "Chromium is required for the browser tests: install Debian's package (sudo apt-get install -y chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium binary." >&2
exit 1
