import { randomInt } from 'node:crypto';
import net from 'node:net';

/**
 * Free ports below Linux's ephemeral range (32768–60999), for servers that restart on their port (the
 * launcher's PostgreSQL and Temporal, the engines a test restarts). A port from that range (what listening
 * on port 0 gives) may, between the check and the bind or while the server is down, be handed to any
 * outgoing connection or to another file's port-0 listener: seen as "Address already in use" with three
 * test files running at once.
 */
export async function restartablePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = 20_000 + randomInt(12_000);
    if (!ports.includes(port) && (await bindable(port))) ports.push(port);
  }
  return ports;
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
