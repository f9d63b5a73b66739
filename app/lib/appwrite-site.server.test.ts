import { expect, test } from "vitest";
import { isAppwriteOnAnotherSite } from "./appwrite-site.server.ts";

test.each([
  { name: "the embedded backend", endpoint: null, isAnother: false },
  {
    name: "Appwrite Cloud's own address",
    endpoint: "https://cloud.appwrite.io/v1",
    isAnother: true,
  },
  {
    name: "a region of Appwrite Cloud",
    endpoint: "https://fra.cloud.appwrite.io/v1",
    isAnother: true,
  },
  {
    name: "a subdomain of the club's domain",
    endpoint: "https://appwrite.pride.example.org/v1",
    isAnother: false,
  },
  {
    name: "another subdomain of the school's domain",
    endpoint: "https://api.example.org/v1",
    isAnother: false,
  },
  {
    name: "the club's domain over plain http",
    endpoint: "http://appwrite.example.org/v1",
    isAnother: true,
  },
  {
    name: "another school's subdomain on a shared host",
    endpoint: "https://other.github.io/v1",
    isAnother: true,
  },
])(
  "a club at https://pride.example.org with $name: another site is $isAnother",
  ({ endpoint, isAnother }) => {
    expect(isAppwriteOnAnotherSite("https://pride.example.org", endpoint)).toBe(isAnother);
  },
);

test("a club on a shared host's subdomain is another site than its neighbour", () => {
  expect(isAppwriteOnAnotherSite("https://club.github.io", "https://appwrite.github.io/v1")).toBe(
    true,
  );
});

test("on loopback, ports do not make another site, another host name does", () => {
  expect(isAppwriteOnAnotherSite("http://127.0.0.1:3000", "http://127.0.0.1:4000/v1")).toBe(false);
  expect(isAppwriteOnAnotherSite("http://127.0.0.1:3000", "http://localhost:4000/v1")).toBe(true);
});
