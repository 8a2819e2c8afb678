export { type AppOptions, createApp } from "./app.js";
export { readConfig, type ServerConfig } from "./config.js";
export { type Database, openDatabase } from "./db/database.js";
export { migrate } from "./db/migrate.js";
export { seedIfEmpty } from "./seed/seed.js";
export { type RunningServer, startServer } from "./start.js";
