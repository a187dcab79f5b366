import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createBareApp } from './bench-bare-app';

/**
 * The read benchmark's baseline as a process of its own, like the API: `DATABASE_URL`,
 * `DATABASE_POOL_MAX`, `PORT` and `BASE_URL` as the API reads them. Stops on SIGTERM.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX) });
const baseUrl = process.env.BASE_URL ?? `http://localhost:${process.env.PORT}`;
const server = createBareApp(pool, baseUrl).listen(Number(process.env.PORT), '127.0.0.1', () => {
  console.log(`bare baseline listening on ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
