export { ConfigError } from './config-error';
export { loadConfig, LOG_LEVELS, publicOrigin } from './load-config';
export type { AppConfig, LogLevel } from './load-config';
