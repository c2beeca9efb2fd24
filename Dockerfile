# Production-like image: the one Node process (API + back office + site) against an external PostgreSQL.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg ca-certificates && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY site/package.json site/package.json
COPY backoffice/package.json backoffice/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -- --force
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]
