import { describe, expect, test } from "vitest";
import { createClientResolver, limitGroupOf, type ArrivedRequest } from "./client-address.ts";

function arrived(
  peer: string | undefined,
  headers: Record<string, string> = {},
  encrypted = false,
): ArrivedRequest {
  return { headers, socket: { remoteAddress: peer, ...(encrypted ? { encrypted } : {}) } };
}

const forged = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" };

describe("the client address", () => {
  test.each([
    {
      name: "without TRUST_PROXY a forged X-Forwarded-For is ignored",
      trustProxy: [],
      request: arrived("198.51.100.7", forged),
      expected: { address: "198.51.100.7", protocol: "http" },
    },
    {
      name: "without TRUST_PROXY even a loopback peer's X-Forwarded-For is ignored",
      trustProxy: [],
      request: arrived("127.0.0.1", forged),
      expected: { address: "127.0.0.1", protocol: "http" },
    },
    {
      name: "an untrusted peer's X-Forwarded-For is ignored",
      trustProxy: ["loopback"],
      request: arrived("198.51.100.7", forged),
      expected: { address: "198.51.100.7", protocol: "http" },
    },
    {
      name: "a trusted loopback proxy names the client",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1", forged),
      expected: { address: "203.0.113.9", protocol: "https" },
    },
    {
      name: "an IPv4-mapped loopback peer is loopback",
      trustProxy: ["loopback"],
      request: arrived("::ffff:127.0.0.1", forged),
      expected: { address: "203.0.113.9", protocol: "https" },
    },
    {
      name: "an IPv6 loopback peer is loopback",
      trustProxy: ["loopback"],
      request: arrived("::1", forged),
      expected: { address: "203.0.113.9", protocol: "https" },
    },
    {
      name: "an address the client put in front of the proxy's entry is not believed",
      trustProxy: ["10.0.0.2"],
      request: arrived("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.9" }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "a chain of trusted proxies in a CIDR range is walked from the right",
      trustProxy: ["10.0.0.0/8"],
      request: arrived("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.1.1.1" }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "a peer just outside a trusted range is the client",
      trustProxy: ["10.0.0.0/8"],
      request: arrived("11.0.0.1", forged),
      expected: { address: "11.0.0.1", protocol: "http" },
    },
    {
      name: "a range of prefix 0 trusts every IPv4 peer",
      trustProxy: ["0.0.0.0/0"],
      request: arrived("198.51.100.7", { "x-forwarded-for": "203.0.113.9, 10.1.1.1" }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "an IPv6 range of prefix 0 trusts every peer, IPv4 ones too",
      trustProxy: ["::/0"],
      request: arrived("2001:db8::7", { "x-forwarded-for": "203.0.113.9, 10.1.1.1" }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "an IPv6 client behind a trusted IPv6 range",
      trustProxy: ["fd00::/8"],
      request: arrived("fd00::2", { "x-forwarded-for": "2001:db8::5" }),
      expected: { address: "2001:db8::5", protocol: "http" },
    },
    {
      name: "an IPv4-mapped client is written as IPv4",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1", { "x-forwarded-for": "::ffff:203.0.113.9" }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "a trusted proxy without X-Forwarded-For is the client",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1"),
      expected: { address: "127.0.0.1", protocol: "http" },
    },
    {
      name: "text that is not an address ends the chain at the last proxy",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1", { "x-forwarded-for": "203.0.113.9, not-an-ip" }),
      expected: { address: "127.0.0.1", protocol: "http" },
    },
    {
      name: "the protocol each proxy appended is read for the client's hop",
      trustProxy: ["10.0.0.0/8"],
      request: arrived("10.0.0.2", {
        "x-forwarded-for": "203.0.113.9, 10.1.1.1",
        "x-forwarded-proto": "https, http",
      }),
      expected: { address: "203.0.113.9", protocol: "https" },
    },
    {
      name: "a protocol the client wrote before the proxy's is not believed",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1", {
        "x-forwarded-for": "203.0.113.9",
        "x-forwarded-proto": "https, http",
      }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "an unknown protocol keeps the connection's",
      trustProxy: ["loopback"],
      request: arrived("127.0.0.1", {
        "x-forwarded-for": "203.0.113.9",
        "x-forwarded-proto": "ftp",
      }),
      expected: { address: "203.0.113.9", protocol: "http" },
    },
    {
      name: "a TLS connection is https",
      trustProxy: [],
      request: arrived("198.51.100.7", {}, true),
      expected: { address: "198.51.100.7", protocol: "https" },
    },
    {
      name: "a request without a socket address is unknown",
      trustProxy: ["loopback"],
      request: arrived(undefined, forged),
      expected: { address: "unknown", protocol: "http" },
    },
  ])("$name", ({ trustProxy, request, expected }) => {
    expect(createClientResolver(trustProxy)(request)).toEqual(expected);
  });

  test("a TRUST_PROXY entry that is not an address stops the start", () => {
    expect(() => createClientResolver(["proxy.example"])).toThrow(/TRUST_PROXY/);
  });
});

describe("limitGroupOf", () => {
  test.each([
    { name: "IPv4 counts by the address", address: "203.0.113.7", group: "203.0.113.7" },
    { name: "IPv6 counts by its /64", address: "2001:db8:1:2:3:4:5:6", group: "2001:db8:1:2::/64" },
    {
      name: "a compressed address is expanded",
      address: "2001:db8::1",
      group: "2001:db8:0:0::/64",
    },
    {
      name: "two addresses of one /64 share a group",
      address: "2001:DB8:0001:0002::ffff",
      group: "2001:db8:1:2::/64",
    },
    {
      name: "a compression inside the first half",
      address: "2001::2:0:0:1",
      group: "2001:0:0:0::/64",
    },
    { name: "compression ending the first half", address: "::1:2:3:4:5", group: "0:0:0:1::/64" },
    { name: "loopback", address: "::1", group: "0:0:0:0::/64" },
    { name: "an IPv4 tail", address: "64:ff9b::192.0.2.1", group: "64:ff9b:0:0::/64" },
    { name: "a zone id is dropped", address: "fe80::1%eth0", group: "fe80:0:0:0::/64" },
    { name: "an unknown client stays unknown", address: "unknown", group: "unknown" },
  ])("$name", ({ address, group }) => {
    expect(limitGroupOf(address)).toBe(group);
  });
});
