#!/usr/bin/env bash
# Strata's one set-up script for a fresh Debian 12 machine.
#   ./strata.sh run    install what is missing, build, open the app on the demo scenario
#   ./strata.sh test   install what is missing, build, run the whole test suite
#   ./strata.sh build  install what is missing and build only
#   ./strata.sh test --sanitize  the whole suite built with AddressSanitizer and UBSan (build-asan/);
#                      `./strata.sh sanitize` is the same
#   ./strata.sh package  build, validate the desktop entry and metainfo, make the .deb (build/package/)
#   ./strata.sh fuzz [SECONDS]  build the libFuzzer targets with clang (build-fuzz/) and run each
#                      SECONDS (default 60), seeded with the golden scenarios and the card library
set -euo pipefail
cd "$(dirname "$0")"

DEMO=resources/scenarios/demo.strata.json
PACKAGES=(cmake g++ make qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libqt6svg6 qt6-qpa-plugins libgl-dev libspdlog-dev
          libfmt-dev zlib1g-dev xvfb xauth lld ninja-build)

# Needed only by the commands that use them, installed by those commands.
PACKAGING_TOOLS=(dpkg-dev desktop-file-utils appstream file)
FUZZ_TOOLS=(clang libclang-rt-14-dev)

# Installs the packages named (default: PACKAGES) that are missing.
install_packages() {
  local wanted=("$@")
  [ ${#wanted[@]} -eq 0 ] && wanted=("${PACKAGES[@]}")
  local missing=()
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "strata.sh: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build DIR [CMAKE OPTIONS...]: configures and builds into DIR, quietly unless something fails.
build_in() {
  local dir=$1
  shift
  # Ninja where the folder is new or already Ninja's: a clean build of ~350 targets spends minutes less in
  # the build tool than with make (docs/performance.md). A folder configured with make keeps make.
  if [ ! -f "$dir/CMakeCache.txt" ] || grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
    set -- -G Ninja "$@"
  fi
  cmake -S . -B "$dir" "$@" > "$dir.log" 2>&1 || { cat "$dir.log"; exit 1; }
  cmake --build "$dir" -j"$(nproc)" >> "$dir.log" 2>&1 || { tail -n 60 "$dir.log"; exit 1; }
  rm -f "$dir.log"
}

build() {
  install_packages
  build_in build -DCMAKE_BUILD_TYPE=RelWithDebInfo
}

sanitize_tests() {
  install_packages
  build_in build-asan -DCMAKE_BUILD_TYPE=Debug -DSTRATA_SANITIZE=ON
  cd build-asan
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
}

package() {
  build
  install_packages "${PACKAGING_TOOLS[@]}"
  desktop-file-validate packaging/io.github.strata.Strata.desktop
  appstreamcli validate --no-net --pedantic build/packaging/io.github.strata.Strata.metainfo.xml
  (cd build && cpack -G DEB > cpack.log 2>&1) || { cat build/cpack.log; exit 1; }
  rm -f build/cpack.log
  echo "strata.sh: $(ls build/package/*.deb)"
}


# fuzz_one TARGET SECONDS SEED_DIR...: new inputs go to build-fuzz/corpus/TARGET, never into the tree;
# a crash leaves build-fuzz/TARGET-crash-* and fails the command.
fuzz_one() {
  local target=$1 seconds=$2
  shift 2
  mkdir -p "build-fuzz/corpus/$target"
  echo "strata.sh: $target for ${seconds}s"
  ASAN_OPTIONS=detect_leaks=1 "build-fuzz/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -timeout=10 -rss_limit_mb=4096 -max_len=65536 -artifact_prefix="build-fuzz/$target-" \
    "build-fuzz/corpus/$target" "$@"
}

fuzz() {
  local seconds=$1
  [[ "$seconds" =~ ^[0-9]+$ ]] || { echo "strata.sh: fuzz takes a number of seconds" >&2; exit 2; }
  install_packages
  install_packages "${FUZZ_TOOLS[@]}"
  cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DSTRATA_FUZZ=ON > build-fuzz.log 2>&1 || { cat build-fuzz.log; exit 1; }
  cmake --build build-fuzz -j"$(nproc)" --target fuzz_scenario fuzz_card >> build-fuzz.log 2>&1 \
    || { tail -n 60 build-fuzz.log; exit 1; }
  rm -f build-fuzz.log
  fuzz_one fuzz_scenario "$seconds" tests/data tests/data/bad resources/scenarios
  fuzz_one fuzz_card "$seconds" resources/cards resources/cards/tokens
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
    if [ "${2:-}" = "--sanitize" ]; then
      sanitize_tests
      exit
    fi
    build
    cd build
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)"
    ;;
  build)
    build
    ;;
  sanitize)
    sanitize_tests
    ;;
  package)
    package
    ;;
  fuzz)
    fuzz "${2:-60}"
    ;;
  *)
    echo "usage: ./strata.sh run | test [--sanitize] | build | package | fuzz [SECONDS]" >&2
    exit 2
    ;;
esac
