# Production image: the prerendered site, the server and its functions, on Node 24.
# Build: docker build -t northstar-site .   Run: docker run -p 3000:3000 -v northstar-data:/data northstar-site
# `npm run image:local` builds it on a base made from Debian's packages and checks the running image (README, "Deploying").
# BASE_IMAGE: any Debian bookworm image with Node 24 and npm on its PATH and a `node` user, as the official image
# has, for registries without Docker Hub's official image
# (docker build --build-arg BASE_IMAGE=registry.example.com/node:24-bookworm-slim -t northstar-site .).
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${BASE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/server ./server
COPY --from=build /app/core ./core
COPY --from=build /app/content ./content
COPY --from=build /app/scripts/leads.ts ./scripts/leads.ts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# --liftoff-only: see "Memory" in docs/performance.md.
CMD ["node", "--liftoff-only", "server/main.ts"]
