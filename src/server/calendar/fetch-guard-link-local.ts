/**
 * Link-local addresses stay refused even with CALENDAR_ALLOW_PRIVATE_NETWORKS (ADR 018 addendum): IPv4
 * 169.254.0.0/16 (cloud metadata services at 169.254.169.254), its IPv4-mapped IPv6 form, IPv6 fe80::/10 and
 * AWS's IPv6 metadata address fd00:ec2::254. No calendar lives there; a self-hoster's LAN server does not need
 * them. request-filtering-agent's deny list cannot hold IPv4 and IPv6 ranges together (it warns on every
 * address of the other family), so this is Node's `BlockList`, applied to literal hosts before connecting and
 * to every address a name resolves to (the request's `lookup`).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('::ffff:169.254.0.0', 112, 'ipv6');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
LINK_LOCAL.addAddress('fd00:ec2::254', 'ipv6');

/** Whether `address` (an IP literal) is one of the always-refused addresses. */
function isLinkLocal(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LINK_LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The refusal, worded as request-filtering-agent's so fetch-guard-errors.ts reads it as `refused`. */
function refusal(address: string, host: string): Error {
  return new Error(
    `DNS lookup ${address}(family:${isIP(address)}, host:${host}) is not allowed. Because, it is a link-local address.`,
  );
}

/** The refusal when `url`'s host is a link-local IP literal, else null. */
export function linkLocalLiteral(url: URL): Error | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLinkLocal(host) ? refusal(host, url.hostname) : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** `dns.lookup` for node:http's `lookup` option, failing when any resolved address is link-local. */
export function lookupRefusingLinkLocal(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, options.all ? [] : '');
    const bad = addresses.find((a) => isLinkLocal(a.address));
    if (bad) return callback(refusal(bad.address, hostname), options.all ? [] : '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}
