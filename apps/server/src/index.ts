export { type AppConfig, type BuildAppOptions, buildApp } from './app.js';
export { type Config, ConfigError, type LogLevel, loadConfig } from './config.js';
export { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.js';
export { type RunningServer, startServer } from './server.js';
