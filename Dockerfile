# Housekeeping: one image serving the API and the built client on port 3000.
# Not built on the machine it was written on (no Docker daemon there): see README, "Deploy".

# --- build: the same commands CI runs -------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the registry lacks some non-Linux optional packages the lock names.
RUN npm install --no-audit --no-fund
COPY . .
# The runtime needs no bundler or test tools; the image's own Node replaces the `node`
# devDependency, which npm scripts use on machines with an older Node.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime --------------------------------------------------------------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Root owns the code, so the app cannot change it. tsx (a dependency) runs the TypeScript.
COPY --from=build /app /app
# The app runs as `node` and can write only to its data folder (PGlite, when no DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Node itself as the process (not npm, not a tsx wrapper), so SIGTERM reaches the app.
# serve.ts = `npm start` without the client build check: migrates, then listens.
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
