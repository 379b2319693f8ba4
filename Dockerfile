# syntax=docker/dockerfile:1
# The console's production image: the API, the hub and the built web app on one port (docs/DEPLOY.md).
# No container engine was available where this file was written: its steps were reproduced by hand
# (docs/DEPLOY.md, "Not verified here"); the image itself has not been built.
#
# The project needs Node >= 20.19. Pin the base by digest in a release pipeline, e.g.
#   docker build --build-arg NODE_IMAGE=node:20-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=node:20-bookworm-slim

# --- npm: the npm the lockfile is written with (README: npm 11). Node 20's bundled npm 10.8.2 refuses this
# lockfile (`npm ci`: "Missing: esbuild@0.28.2 from lock file", vite's optional peer); npm 11 accepts it. ---
FROM ${NODE_IMAGE} AS npm
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /src
# Manifests first, so the dependency layers are reused while only sources change. npm ci wants the
# package.json of every workspace the lockfile names.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# --- build: every workspace's dependencies (dev included), then shared → web → server ---
FROM npm AS build
RUN npm ci
COPY . .
RUN npm run build

# --- prod-deps: production dependencies of the server and the shared code only. The web app's own
# dependencies are not needed at run time (only its built files are). No production dependency has an
# install script, hence --ignore-scripts. ---
FROM npm AS prod-deps
RUN npm ci --omit=dev --ignore-scripts --workspace=@consola/shared --workspace=@consola/server \
  && npm cache clean --force

# --- runtime ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# The manifests and node_modules (its workspace links, node_modules/@consola/* → ../../apps/server and
# ../../packages/shared, are relative and stay valid here).
COPY --from=prod-deps /src ./
# @consola/shared resolves to packages/shared/dist (its package.json's "default" export).
COPY --from=build /src/packages/shared/dist packages/shared/dist
COPY --from=build /src/apps/server/dist apps/server/dist
# The migrations, read at start from apps/server/drizzle (db/migrate.ts: dist/db/../../drizzle).
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
# The web app, where the server looks for it by default (config.ts, WEB_DIST: apps/server/../web/dist).
COPY --from=build /src/apps/web/dist apps/web/dist
# DATA_DIR holds the mail drop without SMTP_URL, media without S3_BUCKET, PGlite without DATABASE_URL, and
# generated secrets without JWT_SECRET / SECRETS_KEY. Everything else stays owned by root: read-only to the app.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# No curl in the image: Node's own fetch asks /api/health (200 when the database answers, 503 otherwise).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# close-with-grace handles SIGTERM: the hub, in-flight requests and the background work finish (up to 15 s).
CMD ["node", "apps/server/dist/main.js"]
