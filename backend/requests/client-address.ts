import net from "node:net";
import type { IncomingHttpHeaders } from "node:http";
import proxyAddr from "proxy-addr";

/** Who sent a request, as far as this server can tell. */
export interface ClientAddress {
  /** The client's IP address (IPv4-mapped IPv6 written as IPv4), or "unknown". */
  address: string;
  /** The scheme the client used to reach the site (through trusted proxies, if any). */
  protocol: "http" | "https";
}

/** The parts of a Node request (http.IncomingMessage) the client address is read from. */
export interface ArrivedRequest {
  headers: IncomingHttpHeaders;
  /** A TLS socket has `encrypted`; a plain one has not. */
  socket: { remoteAddress?: string | undefined; encrypted?: boolean };
}

/** Reads the client address of a request, HTTP or a websocket upgrade alike. */
export type ClientResolver = (request: ArrivedRequest) => ClientAddress;

/**
 * A resolver for TRUST_PROXY (`trustProxy`: addresses, CIDR ranges or "loopback"). Empty, the
 * socket peer is the client and X-Forwarded-* are ignored. Otherwise X-Forwarded-For and
 * X-Forwarded-Proto are believed only when the peer is a trusted proxy: the list is walked from
 * the right (each proxy appends the address it saw) and the first address that is not a trusted
 * proxy is the client. What a client writes itself lies to the left of that, so it is never read.
 * Whether an address is a trusted proxy is `proxy-addr`'s matching (decision 0076).
 */
export function createClientResolver(trustProxy: readonly string[]): ClientResolver {
  const isTrusted = trustMatcher(trustProxy);
  return (request) => {
    const socketProtocol = request.socket.encrypted === true ? "https" : "http";
    const peer = normalizedAddress(request.socket.remoteAddress);
    if (peer === null) return { address: "unknown", protocol: socketProtocol };
    let client: ClientAddress = { address: peer, protocol: socketProtocol };
    if (!isTrusted(peer)) return client;
    const hops = headerList(request.headers["x-forwarded-for"]);
    const protocols = headerList(request.headers["x-forwarded-proto"]);
    for (let fromRight = 0; fromRight < hops.length; fromRight++) {
      const hop = normalizedAddress(hops[hops.length - 1 - fromRight]);
      // Not an address: the chain is broken here, so the last proxy that was is the client.
      if (hop === null) break;
      client = { address: hop, protocol: protocolAt(protocols, fromRight) ?? client.protocol };
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}

/**
 * Whether an address is one of TRUST_PROXY's. proxy-addr is given only the matching: the walk
 * above keeps what it does not do (the protocol of each hop, a chain broken by text that is not
 * an address, IPv4-mapped addresses written as IPv4).
 */
function trustMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  try {
    const trust = proxyAddr.compile(entries.flatMap(withoutZeroPrefix));
    return (address) => trust(address, 0);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A range of prefix 0, which TRUST_PROXY has always taken, as halves: proxy-addr refuses a
 * prefix of 0. IPv4's is every IPv4 address; IPv6's is every address, IPv4 ones too (as
 * IPv4-mapped addresses), as Node's BlockList matched it before.
 */
function withoutZeroPrefix(entry: string): string[] {
  const [address = "", prefix] = entry.split("/");
  if (prefix === undefined || Number(prefix) !== 0) return [entry];
  const everyIpv4 = ["0.0.0.0/1", "128.0.0.0/1"];
  return net.isIPv4(address) ? everyIpv4 : ["::/1", "8000::/1", ...everyIpv4];
}

/** The X-Forwarded-Proto entry written for the hop `fromRight` places from the right. */
function protocolAt(protocols: readonly string[], fromRight: number): "http" | "https" | null {
  // A proxy that sets (rather than appends) the header leaves one entry for every hop.
  const value = protocols[Math.max(protocols.length - 1 - fromRight, 0)]?.toLowerCase();
  return value === "http" || value === "https" ? value : null;
}

/** An IP address as written, IPv4-mapped IPv6 (::ffff:127.0.0.1) as plain IPv4; else null. */
function normalizedAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  const address = mapped?.[1] ?? value;
  return net.isIP(address) === 0 ? null : address;
}

/** A comma-separated header (Node joins repeated ones with ", ") as trimmed entries. */
function headerList(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return joined
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The address per-client limits count by (decision 0064): an IPv4 address as it is, an IPv6
 * address by its /64 network (written `2001:db8:0:1::/64`). One home or phone gets a whole /64
 * from its provider and can pick any address in it, so counting single IPv6 addresses would give
 * one client 2^64 separate allowances.
 */
export function limitGroupOf(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head = "", tail] = address.replace(/%.*$/, "").split("::");
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const headGroups = groupsOf(head);
  // An IPv4 tail (64:ff9b::192.0.2.1) stands for two groups, and only ever ends the address.
  const tailGroups = groupsOf(tail).flatMap((group) =>
    group.includes(".") ? ["0", "0"] : [group],
  );
  const zeros =
    tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill("0");
  const network = [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
