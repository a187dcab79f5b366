import { z } from 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** docs/configuration.md's default column, for a variable whose value when unset is derived rather than a schema default. */
    shownDefault?: string;
  }
}

export const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const port = z.coerce.number().int().min(0).max(65535);

export const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Thrown naming the first variable that is missing or wrong; `loadConfig` reports nothing else. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}
