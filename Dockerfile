# IPRenew production image: the web server (Remix app + admin console + REST resources) and,
# with another command, the Bree workers. Configuration only by environment (see README).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY models/package.json models/
COPY templates/package.json templates/
COPY jobs/package.json jobs/
COPY remix-app/package.json remix-app/
COPY admin-app/package.json admin-app/
# The same install as scripts/start.sh and CI (scripts/lib.sh, ADR 027): npm ci from the lock, then
# the dependency patches (ADR 082, the root postinstall).
COPY scripts/lib.sh scripts/patch-dependencies.mjs scripts/
RUN bash -c 'source scripts/lib.sh && install_node_modules'
COPY . .
# tsx (a dependency of models, jobs and the Remix app) runs the server, the migrations and the workers.
# The build needs the dev dependencies, and the image keeps the tree it was built with.
RUN npm run build

FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei tini \
    && rm -rf /var/lib/apt/lists/*
ENV APP_ENV=production NODE_ENV=production HOST=0.0.0.0 PORT=3000 STORAGE_DIR=/var/lib/iprenew/storage
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /var/lib/iprenew/storage && chown -R node:node /var/lib/iprenew
USER node
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["sh", "-c", "npm run --silent db:migrate && npm run --silent db:seed && npm run --silent start"]
