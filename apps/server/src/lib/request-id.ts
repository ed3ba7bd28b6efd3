import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { Config } from '../config';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) → `10.0.0.1`. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** Whether the peer that sent `request` is one of the proxies `TRUST_PROXY` names. */
function peerIsTrusted(trust: Config['trustProxy']): (request: IncomingMessage) => boolean {
  if (trust === false) return () => false;
  // A hop count trusts the nearest proxies, whatever their address: the peer is the first.
  if (typeof trust === 'number') return () => trust >= 1;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (request) => {
    const peer = plainAddress(request.socket.remoteAddress ?? '');
    if (peer === '') return false;
    return list.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent (so one id follows a request
 * through the proxy's log and ours), else a new UUID. A client's own header is not believed: it
 * could make its requests look like someone else's in the log.
 */
export function requestIdOf(trust: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = peerIsTrusted(trust);
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) && trusted(request)
      ? incoming
      : randomUUID();
  };
}

/** `TRUST_PROXY` for Fastify's `trustProxy`: a hop count trusts that many proxies nearest the server. */
export function trustedProxies(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
