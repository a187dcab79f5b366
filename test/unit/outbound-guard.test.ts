import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { BlockedAddressError, createOutboundAgent, isPublicAddress } from '../../integrations/net/outbound';

describe('outbound address guard', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['fe80::1', false],
    ['fc00::1', false],
    ['2001:db8::1', false],
    // Issue 32: the IPv4-compatible range ::/96 holds IPv4 addresses, loopback and private ones included.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['::a00:1', false],
    ['::808:808', false],
    ['::', false],
    ['not an address', false],
  ])('classifies %s as public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  describe('connections', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((_req, res) => res.end('hello'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.each([['127.0.0.1'], ['localhost'], ['[::7f00:1]']])('refuses a loopback server reached as %s', async (host) => {
      const dispatcher = createOutboundAgent({ allowPrivateNetworks: false });
      const failure = await fetch(`http://${host}:${port}/`, { dispatcher }).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error & { cause?: unknown }).cause).toBeInstanceOf(BlockedAddressError);
      await dispatcher.close();
    });

    it('reaches the same server when private networks are allowed', async () => {
      const dispatcher = createOutboundAgent({ allowPrivateNetworks: true });
      const res = await fetch(`http://localhost:${port}/`, { dispatcher });
      expect(await res.text()).toBe('hello');
      await dispatcher.close();
    });
  });
});
