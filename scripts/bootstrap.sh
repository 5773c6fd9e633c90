#!/usr/bin/env bash
# One set-up for `npm start` and `npm test`: Debian packages, npm dependencies, build.
# Idempotent: each part records what it did and is skipped when its inputs are unchanged,
# so a second run costs well under five seconds.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
state_dir="$root/node_modules/.lectern"
log() { printf '[bootstrap] %s\n' "$*" >&2; }

# Everything the whole product needs at run time: TeX for slides (pdflatex for Latin text,
# lualatex + Noto for Indic and CJK), ghostscript/poppler for figures and previews, ffmpeg for
# video, flite (English) and espeak-ng (every other language) for offline speech, chromium for
# browser tests (and openssl for the certificate of the fake arxiv.org the extension is tested
# on), LibreOffice Impress to open the PowerPoint export in a real office suite in tests, with
# Liberation Sans, a metric twin of the Arial the export names, and bubblewrap, the sandbox
# ghostscript, poppler and ffmpeg run in on uploaded files.
# The TeX set is what the decks and the tests' crafted PDFs read (measured with -recorder); nothing
# needs texlive-latex-extra or latexmk.
packages=(
  texlive-latex-recommended texlive-pictures texlive-luatex
  texlive-fonts-recommended texlive-lang-other lmodern
  fonts-noto-core fonts-noto-cjk fonts-liberation2
  ghostscript ffmpeg espeak-ng flite poppler-utils chromium openssl
  libreoffice-impress bubblewrap
)

missing_packages() {
  local p status
  for p in "${packages[@]}"; do
    status="$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)"
    [[ "$status" == "install ok installed" ]] || printf '%s\n' "$p"
  done
}

install_system() {
  local missing
  mapfile -t missing < <(missing_packages)
  [[ ${#missing[@]} -eq 0 ]] && return 0
  local cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
  if [[ "$(id -u)" -ne 0 ]]; then
    log "missing Debian packages: ${missing[*]}"
    log "run as root:"
    printf '  %s\n' "$cmd" >&2
    exit 1
  fi
  log "installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Installed is not the same as working: prove each tool runs and finds what it needs.
check_tools() {
  local stamp="$state_dir/tools-ok"
  [[ -f "$stamp" ]] && return 0
  local failed=0
  check() { if ! "$@" >/dev/null 2>&1; then log "tool check failed: $*"; failed=1; fi; }
  # One file the decks read from each TeX package: Beamer and fontspec (latex-recommended), PGF
  # (pictures), luaotfload (luatex), babel (latex-base), the URW Helvetica (fonts-recommended),
  # Hindi hyphenation (lang-other), Latin Modern.
  check kpsewhich beamer.cls
  check kpsewhich fontspec.sty
  check kpsewhich pgfmath.sty
  check kpsewhich luaotfload.sty
  check kpsewhich babel.sty
  check kpsewhich uhvr8t.tfm
  check kpsewhich hyph-hi.tex
  check kpsewhich lmodern.sty
  check pdflatex --version
  check lualatex --version
  check gs --version
  check pdftoppm -v
  check pdftotext -v
  check ffmpeg -hide_banner -version
  check ffprobe -hide_banner -version
  check espeak-ng --version
  # flite -lv exits 0 even without voices: the two offline English voices must be listed.
  check bash -c 'flite -lv | grep -qw slt && flite -lv | grep -qw rms'
  check chromium --version
  check openssl version
  check bwrap --version
  # Where namespaces cannot be made the product still runs, unsandboxed, and says so.
  if ! bwrap --ro-bind / / --unshare-all --die-with-parent true >/dev/null 2>&1; then
    log "warning: bwrap cannot create namespaces here; tools will read uploads without a sandbox"
  fi
  check soffice --version
  # Arial in a .pptx must come out in a metric twin, not in a face of other widths: Liberation Sans
  # (fonts-liberation2) or Arimo (fonts-croscore, which Liberation 2 is drawn from), whichever
  # fontconfig prefers on this machine.
  [[ "$(fc-match -f '%{family}' Arial 2>/dev/null)" =~ (Liberation Sans|Arimo) ]] || { log "no metric-compatible font for Arial (fonts-liberation2)"; failed=1; }
  # fc-list exits 0 even when nothing matches: check that fonts for Indic and CJK text exist.
  for lang in hi ta zh-cn; do
    [[ -n "$(fc-list ":lang=$lang" 2>/dev/null)" ]] || { log "no font for language $lang"; failed=1; }
  done
  if [[ "$failed" -ne 0 ]]; then
    log "some tools do not work; see above"
    exit 1
  fi
  mkdir -p "$state_dir"
  touch "$stamp"
}

hash_of() { cat "$@" 2>/dev/null | sha256sum | cut -d' ' -f1; }

install_npm() {
  local want have=""
  want="$(hash_of package-lock.json)"
  [[ -f "$state_dir/npm-ci" ]] && have="$(cat "$state_dir/npm-ci")"
  [[ -d node_modules && "$want" == "$have" ]] && return 0
  log "npm ci"
  # Browsers cannot be downloaded here; tests use Debian's chromium.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  mkdir -p "$state_dir"
  printf '%s' "$want" >"$state_dir/npm-ci"
}

build() {
  local want have=""
  # Everything a build reads: sources, configs and the lock file.
  want="$(git ls-files -co --exclude-standard -- apps packages extension package-lock.json tsconfig.base.json \
            | grep -v -e '\.test\.ts$' -e '\.test\.tsx$' | sort \
            | { xargs -d '\n' sha256sum 2>/dev/null || true; } | sha256sum | cut -d' ' -f1)"
  [[ -f "$state_dir/build" ]] && have="$(cat "$state_dir/build")"
  [[ "$want" == "$have" && -f apps/web/dist/index.html && -f apps/server/dist/main.js && -f extension/dist/manifest.json ]] && return 0
  log "build"
  npm run build --silent
  printf '%s' "$want" >"$state_dir/build"
}

case "${1:-all}" in
  system) install_system; check_tools ;;
  all) install_system; install_npm; check_tools; build ;;
  *) echo "usage: bootstrap.sh [all|system]" >&2; exit 2 ;;
esac
