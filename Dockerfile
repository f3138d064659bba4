# syntax=docker/dockerfile:1
# Sapphire Town: one image, any number of instances. Build: docker build -t sapphire-town .
# The base images are arguments so a build can use locally made ones where no public registry is reachable;
# BUN_IMAGE's tag is the exact Bun of package.json's `bun` devDependency.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG BUN_IMAGE=oven/bun:1.4.5-slim

# 1. Install every dependency with npm (the lockfile is npm's) and build the web bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node_modules/.bin/bun scripts/build.ts && npm prune --omit=dev --no-audit --no-fund

# 2. Runtime: Bun, the production dependencies, the server sources and the built web app.
FROM ${BUN_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/db ./db
COPY --from=build /app/domain ./domain
COPY --from=build /app/render ./render
RUN mkdir -p /data && chown bun:bun /data
# PGlite's folder, the generated secret and rendered-image cache live here when no DATABASE_URL is set.
VOLUME /data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "server/src/index.ts"]
