#!/bin/bash
# Chromium as the end-to-end tests and the benchmarks launch it: $CHROMIUM_PATH (default Debian's
# /usr/bin/chromium) with two more features in Playwright's --disable-features list.
#
# With every new window Chromium preloads the omnibox popup (chrome://omnibox-popup.top-chrome) in a
# renderer of its own. In a trace of a cold /login load that renderer used 1.36-1.38 s of CPU while
# the page's renderer used 0.78-0.90 s: on a two-core machine it took a core from the page being
# measured, and the /login median went from 359 ms without it to 690 ms with it, minutes apart.
# Puppeteer disables the same two features by default.
#
# Chromium keeps only the last --disable-features it is given, so the list Playwright passes is
# extended here rather than replaced by a second switch.
set -euo pipefail
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) arg="$arg,WebUIOmniboxPopup,WebUIOmniboxAimPopup" ;;
  esac
  args+=("$arg")
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
