import { randomBytes } from 'node:crypto';

/**
 * A client address no other test uses: a random /64 of the IPv6 documentation prefix
 * (2001:db8::/32). Per-address limits count an IPv6 /64 as one client, and the test files share one
 * database on PostgreSQL, so addresses drawn from a few hundred IPv4 ones could meet another
 * file's counters and see its 429s.
 */
export function freshClientAddress(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  return `2001:db8:${a}:${b}::1`;
}
