# The API and the worker share the default image (the last stage); the browser worker's image (target
# `browser`) adds Debian's Chromium. docker-compose.yml picks the command.
FROM node:20-bookworm-slim AS base

# The npm release the lockfile and package.json's `allowScripts` policy (which dependencies may run
# install scripts) were written for; the npm 10 bundled with node:20 would run every install script.
RUN npm install -g npm@11.19.1 && npm cache clean --force

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci && npm cache clean --force
COPY . .
# DATA_DIR (default .data): the worker writes mail there as .eml files when SMTP_URL is unset.
RUN mkdir -p .data && chown node:node .data

ENV NODE_ENV=production \
    PORT=3000

# The browser worker: Chromium from Debian's package (never a browser download), run as the node user.
FROM base AS browser
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
USER node
CMD ["npx", "tsx", "worker/browser-main.ts"]

FROM base AS app
USER node
EXPOSE 3000
CMD ["npx", "tsx", "api/main.ts"]
