# Production image: the PWA is built at image build time; the server runs on Bun as a non-root user.
# Not exercised by the tests (no Docker engine where this project is developed); see README.md.
FROM oven/bun:1.3 AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts

FROM oven/bun:1.3-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=bun:bun /app/node_modules ./node_modules
COPY --from=build --chown=bun:bun /app/dist ./dist
COPY --from=build --chown=bun:bun /app/api ./api
COPY --from=build --chown=bun:bun /app/db ./db
COPY --from=build --chown=bun:bun /app/config ./config
COPY --from=build --chown=bun:bun /app/models ./models
COPY --from=build --chown=bun:bun /app/scripts ./scripts
COPY --from=build --chown=bun:bun /app/package.json ./package.json
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD bun -e "fetch('http://localhost:3000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "scripts/start.ts", "--no-build"]
