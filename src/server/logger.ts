import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * The server's logger: readable lines for a person at a terminal (`npm start`, `npm run dev`),
 * one JSON object per line for machines (a pipe, a file, a log collector, and always in production).
 */
export function createLogger(
  config: Pick<Config, 'NODE_ENV'>,
  output: Writable & { isTTY?: boolean } = process.stdout,
): Logger {
  const level = config.NODE_ENV === 'test' ? 'warn' : 'info';
  if (output.isTTY && config.NODE_ENV !== 'production') {
    return pino(
      { level },
      pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', destination: output }),
    );
  }
  return pino({ level }, output);
}
