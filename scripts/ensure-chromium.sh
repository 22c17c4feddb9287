#!/usr/bin/env bash
# Finds a Chromium for the browser tests: $CHROME_PATH, else /usr/bin/chromium,
# else installs Debian's `chromium` package when running as root. Never
# downloads a browser from anywhere else. Prints the executable path.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package (browser tests need it)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH." >&2
exit 1
