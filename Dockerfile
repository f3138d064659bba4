# syntax=docker/dockerfile:1
# Sapphire Town: one image, any number of instances. Build: docker build -t sapphire-town .
# The base images are arguments so a build can use locally made ones where no public registry is reachable;
# BUN_IMAGE's tag is the exact Bun of package.json's `bun` devDependency. scripts/image-test.sh builds and
# checks this image (npm run image:test).
ARG NODE_IMAGE=node:22-bookworm-slim
ARG BUN_IMAGE=oven/bun:1.4.5-slim

# 1. Every dependency, with npm (the lockfile is npm's). Only the manifests come in first, so this layer
#    (the slow one) is reused until they change. Where npm reaches its registry through an intercepting
#    proxy, pass that machine's CA bundle as the build secret `ca-certificates`
#    (--secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt); nothing of it stays in the image.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=secret,id=ca-certificates \
    if [ -s /run/secrets/ca-certificates ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates; fi; \
    npm ci --no-audit --no-fund

# 2. What the server needs at run time: the production dependencies, less what only a compiler or an
#    editor reads (type-only packages, declarations, TypeScript sources beside compiled JS, source maps,
#    docs) and the CommonJS copies of packages that the server only ever imports as ES modules.
FROM deps AS runtime-deps
COPY scripts/image/prune-modules.sh /tmp/
RUN npm prune --omit=dev --no-audit --no-fund && sh /tmp/prune-modules.sh node_modules

# 3. The web bundle (no source maps: nobody should be handed them in production), and the server's own
#    files without their tests.
FROM deps AS build
COPY . .
RUN node_modules/.bin/bun scripts/build.ts --no-source-maps \
 && mkdir /runtime && cp -r package.json dist server db domain render /runtime/ \
 && rm -rf /runtime/server/test /runtime/db/test /runtime/render/test \
 && find /runtime \( -name '*.test.ts' -o -name '*.test.tsx' \) -delete

# 4. Runtime: Bun, the production dependencies, the server sources and the built web app.
FROM ${BUN_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
RUN mkdir -p /data && chown bun:bun /data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /runtime/ ./
# PGlite's folder, the generated secret and rendered-image cache live here when no DATABASE_URL is set.
VOLUME /data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "server/src/index.ts"]
