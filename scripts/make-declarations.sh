#!/usr/bin/env bash
# Produce PyTorch's Declarations.yaml with torchgen from Debian's
# python3-torch package, which ships torchgen and the packaged
# native_functions.yaml. PyTorch itself does not ship the file.
#
#   scripts/make-declarations.sh VERSION OUTDIR
#   e.g. scripts/make-declarations.sh 1.13.1 /tmp/decl-1.13   (bookworm)
#        scripts/make-declarations.sh 2.6.0  /tmp/decl-2.6    (trixie)
#
# Writes OUTDIR/Declarations.yaml and prints its path. The .deb is
# downloaded and unpacked with dpkg -x, never installed; for a suite other
# than the machine's own, apt runs with private lists, as
# scripts/fetch-libtorch.sh does, without touching the apt configuration.
# Downloads are cached under ${GOTORCHGEN_CACHE:-~/.cache/gotorchgen}.
#
# The Debian suite is chosen from VERSION (1.13.* bookworm, 2.6.* trixie);
# GOTORCHGEN_SUITE overrides it. Needs /usr/bin/python3 with PyYAML
# (Debian's python3-yaml); PYTHON overrides the interpreter.
set -euo pipefail
version=${1:?usage: make-declarations.sh VERSION OUTDIR}
outdir=${2:?usage: make-declarations.sh VERSION OUTDIR}
python=${PYTHON:-/usr/bin/python3}
cache=${GOTORCHGEN_CACHE:-$HOME/.cache/gotorchgen}
pkg=python3-torch

die() { echo "make-declarations: $*" >&2; exit 1; }

suite=${GOTORCHGEN_SUITE:-}
if [ -z "$suite" ]; then
  case "$version" in
    1.13.*) suite=bookworm ;;
    2.6.*) suite=trixie ;;
    *) die "no Debian suite known for torch $version; set GOTORCHGEN_SUITE" ;;
  esac
fi
"$python" -c 'import yaml' 2>/dev/null \
  || die "$python has no PyYAML (apt-get install python3-yaml, or set PYTHON)"

# apt options: the machine's own configuration when the suite is the
# machine's, private lists otherwise.
own_suite=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
D="$cache/debian-$suite"
A=()
if [ "$suite" != "$own_suite" ]; then
  URI=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  if [ -z "$URI" ]; then
    URI=$(awk '$1=="deb"{for(i=2;i<=NF;i++) if ($i ~ /^https?:/){print $i; exit}}' /etc/apt/sources.list 2>/dev/null || true)
  fi
  [ -n "$URI" ] || die "no Debian archive URI found in /etc/apt"
  mkdir -p "$D/lists/partial" "$D/cache/archives/partial"
  if [ ! -f "$D/sources.list" ]; then
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $URI $suite main contrib" > "$D/sources.list"
  fi
  A=(-o Dir::Etc::sourcelist="$D/sources.list" -o Dir::Etc::sourceparts=- \
     -o Dir::State::Lists="$D/lists" -o Dir::Cache="$D/cache" -o Debug::NoLocking=1)
  if [ -z "$(ls "$D/lists" 2>/dev/null | grep -v partial)" ]; then
    apt-get "${A[@]}" update >&2
  fi
fi
mkdir -p "$D/debs"

# The Debian version of python3-torch whose upstream version is VERSION.
debver=$(apt-cache "${A[@]}" madison "$pkg" 2>/dev/null \
  | awk -F'|' '{gsub(/ /,"",$2); print $2}' \
  | while read -r v; do u=${v#*:}; u=${u%%[+~-]*}; if [ "$u" = "$version" ]; then echo "$v"; fi; done \
  | head -1 || true)
[ -n "$debver" ] || die "$suite has no $pkg $version (apt-cache madison $pkg)"

# fetch PACKAGE [VERSION]: the cached .deb's path, downloading it first.
fetch() {
  local p=$1 v=${2:-} f
  if [ -z "$v" ]; then
    v=$(apt-cache "${A[@]}" policy "$p" 2>/dev/null | awk '/Candidate:/{print $2; exit}')
    [ -n "$v" ] && [ "$v" != "(none)" ] || die "$suite has no $p"
  fi
  f=$(ls "$D/debs/${p}_${v#*:}_"*.deb 2>/dev/null | head -1 || true)
  if [ -z "$f" ]; then
    (cd "$D/debs" && apt-get "${A[@]}" download "$p=$v" >&2)
    f=$(ls "$D/debs/${p}_${v#*:}_"*.deb | head -1)
  fi
  echo "$f"
}
deb=$(fetch "$pkg" "$debver")
# torchgen imports typing_extensions (a dependency of python3-torch).
te_deb=$(fetch python3-typing-extensions)

root="$D/root-$pkg-$debver"
if [ ! -f "$root/.complete" ]; then
  rm -rf "$root"; mkdir -p "$root"
  dpkg -x "$deb" "$root"
  dpkg -x "$te_deb" "$root"
  touch "$root/.complete"
fi
tg=$(ls -d "$root"/usr/lib/python3*/dist-packages/torchgen 2>/dev/null | head -1)
[ -n "$tg" ] || die "$deb has no torchgen"
te=$(ls "$root"/usr/lib/python3*/dist-packages/typing_extensions.py 2>/dev/null | head -1)
[ -n "$te" ] || die "$te_deb has no typing_extensions.py"
src="$tg/packaged/ATen"
for f in native/native_functions.yaml native/tags.yaml templates; do
  [ -e "$src/$f" ] || die "$src/$f missing"
done

# Put torchgen and typing_extensions alone on the path, so nothing else of
# the unpacked package (torch itself, without its libraries) can be
# imported by accident.
pyroot="$root/.torchgen-path"
mkdir -p "$pyroot"
ln -sfn "$tg" "$pyroot/torchgen"
ln -sfn "$te" "$pyroot/typing_extensions.py"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && PYTHONPATH="$pyroot" "$python" -m torchgen.gen \
  --source-path "$src" --install_dir "$work/out" --generate declarations_yaml) >&2
[ -s "$work/out/Declarations.yaml" ] || die "torchgen wrote no Declarations.yaml"
mkdir -p "$outdir"
mv "$work/out/Declarations.yaml" "$outdir/Declarations.yaml"
echo "$outdir/Declarations.yaml"
