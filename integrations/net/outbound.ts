import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/**
 * Every outbound connection to an address a user gave us (monitored sources, webhook receivers, SSO
 * issuers) goes through this agent. The check runs on the resolved address of each connection,
 * redirects included, and the socket connects to the very address that was checked, so a DNS answer
 * that changes between check and connect cannot smuggle in a private address.
 */
export class BlockedAddressError extends Error {
  readonly code = 'VIGIL_BLOCKED_ADDRESS';

  /** The message reaches tenants (run errors, webhook deliveries, SSO tests): it never names the resolved address. */
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to a private or reserved address, not a public address`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * The IPv4-compatible range (RFC 4291, deprecated): ipaddr.js calls it unicast, yet `::7f00:1` is 127.0.0.1
 * written in it, and some stacks route it to the IPv4 address. Nothing public lives there.
 */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** True only for globally routable unicast addresses: no loopback, private, link-local, CGNAT, reserved, mapped or IPv4-compatible ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

export interface OutboundAgentOptions {
  /** Lets connections reach private, loopback and link-local addresses (tests, local demos). */
  allowPrivateNetworks: boolean;
  connectTimeoutMs?: number;
  /** Open connections kept per origin. */
  connectionsPerOrigin?: number;
}

export function createOutboundAgent({
  allowPrivateNetworks,
  connectTimeoutMs = 10_000,
  connectionsPerOrigin,
}: OutboundAgentOptions): Agent {
  const connect = buildConnector({ timeout: connectTimeoutMs });
  return new Agent({
    ...(connectionsPerOrigin ? { connections: connectionsPerOrigin } : {}),
    connect(options, callback) {
      resolveAllowedAddress(options.hostname, allowPrivateNetworks).then(
        (address) => connect({ ...options, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}

/** The address to connect to: the first one DNS gives, provided every address it gives is allowed. */
export async function resolveAllowedAddress(hostname: string, allowPrivateNetworks: boolean): Promise<string> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  if (!allowPrivateNetworks) {
    const blocked = addresses.find((address) => !isPublicAddress(address));
    if (blocked) throw new BlockedAddressError(host, blocked);
  }
  const [first] = addresses;
  if (!first) throw new Error(`${host} has no address`);
  return first;
}
