# Finds a container engine for scripts/image-test.sh; sourced, not run. Sets ENGINE (docker or podman)
# and ENGINE_CMD (the command with its global flags). A docker CLI counts only with an engine behind it
# (`docker info` answers). With neither, as root with apt-get, installs Debian's podman; otherwise
# skip() says why (a distinct exit code the test command reports as skipped).

# The settings podman needs on these machines (issue 12): no default ulimits, cgroupfs.
PODMAN_CONF_DIR=/etc/containers/containers.conf.d
PODMAN_CONF="$PODMAN_CONF_DIR/50-sapphire-town.conf"

# Writes the settings as a drop-in of ours, unless they are already in force; an operator's own
# containers.conf is never changed.
configure_podman() {
  [ -f "$PODMAN_CONF" ] && return 0
  if [ -f /etc/containers/containers.conf ] && grep -q 'cgroup_manager *= *"cgroupfs"' /etc/containers/containers.conf &&
    grep -q 'default_ulimits *= *\[ *\]' /etc/containers/containers.conf; then
    return 0
  fi
  [ -w /etc ] || return 0
  echo "writing podman's settings to $PODMAN_CONF (default_ulimits = [], cgroup_manager = \"cgroupfs\")"
  mkdir -p "$PODMAN_CONF_DIR"
  printf '%s\n' '# Written by Sapphire Town'"'"'s scripts/image-test.sh (issue 12): what podman needs in a container-less sandbox.' \
    '[containers]' 'default_ulimits = []' '' '[engine]' 'cgroup_manager = "cgroupfs"' >"$PODMAN_CONF"
}

# Installs Debian packages quietly, saying so on one line; fails when we cannot.
apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then return 1; fi
  echo "installing $* with apt-get"
  apt-get update -qq >/dev/null 2>&1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

# As root, podman keeps this test's images in a store of their own: everything in it is ours, so the
# build's leftovers can be pruned (podman keeps every stage's layers as images) without touching an
# operator's images.
PODMAN_ROOT=/var/lib/sapphire-town/containers

podman_cmd() {
  ENGINE=podman
  ENGINE_CMD=(podman)
  # crun, podman's default runtime, cannot start containers in these sandboxes; runc can.
  if [ -x /usr/sbin/runc ]; then ENGINE_CMD+=(--runtime /usr/sbin/runc); fi
  if [ "$(id -u)" = 0 ]; then ENGINE_CMD+=(--root "$PODMAN_ROOT" --runroot /run/sapphire-town/containers); fi
}

find_engine() {
  if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
    ENGINE=docker
    ENGINE_CMD=(docker)
    return 0
  fi
  if ! command -v podman >/dev/null || [ ! -x /usr/sbin/runc ]; then
    local why="no working docker"
    command -v docker >/dev/null && why="docker is installed but has no engine (docker info fails)"
    apt_install podman runc debootstrap || skip "$why, no podman, and podman cannot be installed here (needs root and apt-get)"
  fi
  configure_podman
  podman_cmd
  "${ENGINE_CMD[@]}" info >/dev/null 2>&1 || skip "podman is installed but does not work here: $("${ENGINE_CMD[@]}" info 2>&1 | tail -1)"
}
