# Production image: the PWA is built at image build time; the server runs on Bun as a non-root user
# that can write only its data folder. scripts/image.test.ts builds this image's file set from the COPY
# lines below and runs it as that user: keep those steps and paths as they are written here.
FROM oven/bun:1.4.5 AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --ignore-scripts && bun scripts/slim-image.ts node_modules

FROM oven/bun:1.4.5-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
# The app's files belong to root and are only readable by the user that runs it.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/api ./api
COPY --from=build /app/db ./db
COPY --from=build /app/config ./config
COPY --from=build /app/models ./models
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/bunfig.toml ./bunfig.toml
# Its one writable folder: the mail outbox without SMTP_URL, local files without S3_ENDPOINT.
RUN mkdir -p /app/data && chown bun:bun /app/data
VOLUME /app/data
USER bun
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD bun -e "fetch('http://localhost:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "scripts/start.ts", "--no-build"]
