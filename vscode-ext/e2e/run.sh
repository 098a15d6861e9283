#!/usr/bin/env bash
# End-to-end test of the VS Code extension in a real VS Code (code-server 4.100.3, the
# last release that runs on Node 20), driven by playwright-core with Debian's chromium.
#
#   bash vscode-ext/e2e/run.sh            (from anywhere; needs root for apt-get)
#
# It installs what it needs (chromium from Debian; code-server and playwright-core from
# the npm registry, with their install scripts off because they download binaries, and
# their native modules rebuilt here against the system Node headers), builds cpls from
# this checkout, packages the .vsix, installs it into code-server and runs run.mjs.
# Screenshots and code-server's log go to vscode-ext/e2e/artifacts/ (gitignored).
# Every step prints its time; the last line is "e2e: N passed, M failed".
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
ext="$(dirname "$here")"
repo="$(dirname "$ext")"
export PATH="$PATH:/usr/local/go/bin"
export DEBIAN_FRONTEND=noninteractive
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

t0=$(date +%s)
stamp() { echo "[run.sh +$(( $(date +%s) - t0 ))s] $*"; }

# 1. Chromium from Debian (never a browser download).
if [ ! -x /usr/bin/chromium ]; then
	stamp "installing chromium"
	apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

# npm ci in $1 unless its node_modules was installed from the same package-lock.json
# (a rerun on a developer's machine then skips the installs and the native builds).
mkdir -p "$here/.work"
ci() {
	local dir="$1" name="$2"
	shift 2
	local sum
	sum="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
	if [ -d "$dir/node_modules" ] && [ "$(cat "$here/.work/$name.lock" 2>/dev/null)" = "$sum" ]; then
		stamp "npm ci ($name): node_modules is current"
		return
	fi
	stamp "npm ci ($name)"
	rm -f "$here/.work/$name.lock"
	(cd "$dir" && npm ci --no-audit --no-fund --loglevel=error "$@")
	echo "$sum" >"$here/.work/$name.lock"
}

# 2. The extension's dependencies and the .vsix.
ci "$ext" extension
stamp "packaging the extension"
(cd "$ext" && npm run --silent package >/dev/null)

# 3. code-server and playwright-core, without their install scripts.
ci "$here" code-server --ignore-scripts
cs="$here/node_modules/code-server"
gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
nodedir="${npm_config_nodedir:-$(npm config get nodedir 2>/dev/null || true)}"
if [ -z "$nodedir" ] || [ "$nodedir" = "undefined" ] || [ ! -f "$nodedir/include/node/node.h" ]; then
	nodedir="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
fi
# What code-server's postinstall.sh does, minus its downloads: VS Code's own
# dependencies, the asar link, and the native modules built from source.
if [ ! -d "$cs/lib/vscode/node_modules/@vscode/spdlog" ]; then
	stamp "npm install (code-server's VS Code dependencies)"
	(cd "$cs/lib/vscode" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
fi
ln -sfn node_modules "$cs/lib/vscode/node_modules.asar"
build() { # dir [gyp args…]: node-gyp rebuild unless a .node file is already there
	local dir="$1"
	shift
	if ! find "$dir" -name '*.node' -path '*Release*' 2>/dev/null | grep -q .; then
		stamp "building $(basename "$dir")"
		if ! (cd "$dir" && nice node "$gyp" rebuild --nodedir="$nodedir" -j 2 "$@" >"$here/.work/gyp-$(basename "$dir").log" 2>&1); then
			tail -30 "$here/.work/gyp-$(basename "$dir").log"
			exit 1
		fi
	fi
}
build "$here/node_modules/argon2" --module_name=argon2 --module_path=./lib/binding/napi-v3 --napi_build_version=3
mkdir -p "$here/node_modules/argon2/lib/binding/napi-v3"
cp -f "$here/node_modules/argon2/build/Release/argon2.node" "$here/node_modules/argon2/lib/binding/napi-v3/"
for m in @vscode/spdlog @vscode/deviceid native-watchdog node-pty; do
	build "$cs/lib/vscode/node_modules/$m"
done
# VS Code's file search runs ripgrep; use Debian's when present (the npm package downloads one).
if command -v rg >/dev/null 2>&1; then
	mkdir -p "$cs/lib/vscode/node_modules/@vscode/ripgrep/bin"
	ln -sfn "$(command -v rg)" "$cs/lib/vscode/node_modules/@vscode/ripgrep/bin/rg"
fi

# 4. cpls from this checkout.
stamp "building cpls"
mkdir -p "$here/.work"
(cd "$repo" && go build -o "$here/.work/cpls" ./cmd/cpls)

# 5. The test.
stamp "running the test"
rm -rf "$here/artifacts"
status=0
node "$here/run.mjs" --code-server "$cs/out/node/entry.js" --cpls "$here/.work/cpls" --vsix "$ext/cpls.vsix" \
	--examples "$repo/examples" --artifacts "$here/artifacts" || status=$?
stamp "done (exit $status)"
exit $status
