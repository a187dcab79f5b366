# Three stages: `build` compiles the TypeScript into dist/ (npm run build) with every dependency;
# `runtime` holds dist/ and the production dependencies only, and runs `node dist/…` as the node user.
# The API and the worker share the default image (the last stage); the browser worker's image (target
# `browser`) adds Debian's Chromium. docker-compose.yml picks the command.
FROM node:24-bookworm-slim AS base

# The npm release the lockfile and package.json's `allowScripts` policy (which dependencies may run
# install scripts) were written for, the one ./npmw runs; the image's bundled npm may be an older one.
RUN npm install -g npm@11.19.1 && npm cache clean --force
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR (default .data): the worker writes mail there as .eml files when SMTP_URL is unset.
RUN mkdir -p .data && chown node:node .data

# The browser worker: Chromium's headless shell from Debian's package (never a browser download), run as
# the node user.
FROM runtime AS browser
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell
USER node
CMD ["node", "dist/worker/browser-main.js"]

FROM runtime AS app
USER node
EXPOSE 3000
CMD ["node", "dist/api/main.js"]
