# The API and the worker share this image; docker-compose.yml picks the command.
FROM node:20-bookworm-slim

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
USER node
EXPOSE 3000
CMD ["npx", "tsx", "api/main.ts"]
