import { ConfigError } from './config';

/**
 * Runs an entry point: a bad configuration prints one line and exits 1; any other start-up
 * failure prints its cause and exits 1.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`${name}: ${error.message}`);
    else console.error(`${name}: failed`, error);
    process.exit(1);
  });
}
