#!/bin/sh
# Trims a production node_modules (after `npm prune --omit=dev`) to what Bun loads when the server runs;
# the Dockerfile's runtime-deps stage runs it. scripts/image-test.sh checks the result: every production
# dependency still imports, and the server serves, renders, signs in and registers.
#   sh scripts/image/prune-modules.sh node_modules
set -eu
cd "$1"

# Read only by the type checker (optional peers of viem and drizzle, so npm keeps them).
rm -rf typescript @typescript bun-types @types undici-types

# Declarations, source maps, TypeScript sources shipped beside their compiled JavaScript (no entry
# point of the tree is a .ts file), docs and changelogs. Licences stay.
find . -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' -o -name '*.tsbuildinfo' \
  -o -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' -o -iname '*.md' -o -iname '*.markdown' \) -delete

# The CommonJS copies of packages the server imports only as ES modules (Bun picks their "import" or
# "bun" export); nothing in the production tree require()s them.
rm -rf viem/_cjs viem/node_modules/ox/_cjs ox/_cjs viem/node_modules/abitype/dist/cjs abitype/dist/cjs hono/dist/cjs
find drizzle-orm zod @electric-sql/pglite/dist -type f -name '*.cjs' -delete

# Data files only for features the server does not use: viem's KZG trusted setups (read by `viem/node`,
# for blob transactions; the server imports viem/accounts, /chains, /ens and /siwe) and PGlite's pgcrypto
# extension (loaded only when a database asks for it; no migration creates an extension). 2.8 MB.
rm -rf viem/trusted-setups @electric-sql/pglite/dist/pgcrypto.tar.gz

# @magic-sdk/admin's ES build (what server/src/auth/magic-did.ts imports) bundles ethers,
# ethereum-cryptography and node-fetch; only its CommonJS build loads them (and their own dependencies).
rm -rf @magic-sdk/admin/dist/cjs ethers ethereum-cryptography node-fetch aes-js whatwg-url tr46 webidl-conversions

# Builds for other platforms that npm 10 installs all the same: it ignores the "libc" field, so musl
# (Alpine) builds come too, and it takes sharp's WebAssembly fallback (whose manifest names no cpu).
# The runtime is Debian (glibc) on x64, where sharp loads its native build; @emnapi is the WebAssembly
# build's runtime.
for manifest in */package.json @*/*/package.json; do
  [ -f "$manifest" ] || continue
  case "$(tr -d ' \t\n' <"$manifest")" in *'"libc":["musl"]'*) rm -rf "$(dirname "$manifest")" ;; esac
done
rm -rf @img/sharp-wasm32 @emnapi

# Packages' own test suites and examples (bintrees ships 2 MB of them).
rm -rf ./*/test ./*/tests ./*/example ./*/examples ./@*/*/test ./@*/*/tests ./@*/*/example ./@*/*/examples
find . -type d -name __tests__ -prune -exec rm -rf {} +

# Folders left empty by the above.
find . -depth -type d -empty -delete
