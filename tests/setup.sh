#!/usr/bin/env bash
# What the browser tests need beside Python packages: Debian's Chromium, and axe-core from npm.
# Playwright drives /usr/bin/chromium; it never downloads a browser of its own.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v chromium >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium $(command -v npm >/dev/null || echo npm) >/dev/null
fi
if [ ! -f .node/node_modules/axe-core/axe.min.js ]; then
  npm install --silent --no-audit --no-fund --prefix .node axe-core@4 >/dev/null
fi
