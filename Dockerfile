# Build stage: install, compile the client (Vite) and the server (tsc).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY common/package.json common/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the compiled output only.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY common/package.json common/
RUN npm ci --omit=dev --no-audit --no-fund -w server
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/server/dist server/dist
USER node
EXPOSE 4000
CMD ["node", "--enable-source-maps", "server/dist/server/src/main.js"]
