import { pino } from 'pino';
import type { LogLevel } from './config.js';

/** Secrets that may appear in logged objects; pino replaces them with "[Redacted]". */
const secretPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.token',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.*.token',
];

export const createLogger = (level: LogLevel) =>
  pino({ level, redact: { paths: secretPaths, censor: '[Redacted]' } });
