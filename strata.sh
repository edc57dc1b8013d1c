#!/usr/bin/env bash
# Strata's one set-up script for a fresh Debian 12 machine.
#   ./strata.sh run    install what is missing, build, open the app on the demo scenario
#   ./strata.sh test   install what is missing, build, run the whole test suite
#   ./strata.sh build  install what is missing and build only
#   ./strata.sh sanitize  the whole test suite built with AddressSanitizer and UBSan (build-asan/)
set -euo pipefail
cd "$(dirname "$0")"

DEMO=resources/scenarios/demo.strata.json
PACKAGES=(cmake g++ make qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libqt6svg6 qt6-qpa-plugins libgl-dev libspdlog-dev
          libfmt-dev xvfb xauth)

install_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "strata.sh: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
  install_packages
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo > build.log 2>&1 || { cat build.log; exit 1; }
  cmake --build build -j"$(nproc)" >> build.log 2>&1 || { tail -n 60 build.log; exit 1; }
  rm -f build.log
}

case "${1:-}" in
  run)
    build
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      exec build/bin/strata "$DEMO"
    fi
    echo "strata.sh: no display found, so the app cannot open a window."
    echo "strata.sh: here is the demo scenario's layer timeline from strata-cli instead:"
    echo
    exec build/bin/strata-cli check "$DEMO"
    ;;
  test)
    build
    cd build
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
    ;;
  build)
    build
    ;;
  sanitize)
    install_packages
    cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSTRATA_SANITIZE=ON > build-asan.log 2>&1 || { cat build-asan.log; exit 1; }
    cmake --build build-asan -j"$(nproc)" >> build-asan.log 2>&1 || { tail -n 60 build-asan.log; exit 1; }
    rm -f build-asan.log
    cd build-asan
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
    ;;
  *)
    echo "usage: ./strata.sh run | test | build | sanitize" >&2
    exit 2
    ;;
esac
