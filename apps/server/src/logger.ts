import { type DestinationStream, pino } from 'pino';
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

/** The server's logger: JSON lines to stdout unless another `destination` is given. */
export const createLogger = (level: LogLevel, destination?: DestinationStream) =>
  pino({ level, redact: { paths: secretPaths, censor: '[Redacted]' } }, destination);
