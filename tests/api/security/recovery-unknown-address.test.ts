import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assertMatchesModel } from "../../support/response-schemas.ts";
import { sdkUser } from "../../support/sdk.ts";
import { startTestServer } from "../../support/test-server.ts";
import { createTestAccount, signedInUser } from "../../support/users.ts";
import {
  linkIn,
  nextMailTo,
  startServerWithInbox,
  type ServerWithInbox,
} from "../account/delivery.ts";

// Asking for a reset link must not tell anyone whether an address has an account
// (docs/decisions/0068-nobody-learns-who-has-an-account.md): same status, same model, same time,
// and mail only to the real account.

let setup: ServerWithInbox;

beforeAll(async () => {
  setup = await startServerWithInbox();
});

afterAll(() => setup.stop());

const askForReset = (email: string) =>
  sdkUser(setup.server).account.createRecovery({ email, url: `${setup.server.url}/admin/reset` });

/** The parts of a token answer that may differ from one ask to the next, whoever asks. */
const minutesValid = (token: { $createdAt: string; expire: string }) =>
  (Date.parse(token.expire) - Date.parse(token.$createdAt)) / 60_000;

describe("asking for a password reset", () => {
  test("a stranger gets the same answer for an organiser's address and an unknown one, and only the organiser gets mail", async () => {
    const organiser = await createTestAccount(setup.server);
    const unknown = `nobody-${organiser.email}`;

    const forUnknown = await askForReset(unknown);
    const forOrganiser = await askForReset(organiser.email);

    for (const token of [forUnknown, forOrganiser]) {
      assertMatchesModel("TokenModel", token);
      expect(token).toMatchObject({ secret: "", phrase: "" });
      expect(token.userId).toMatch(/^[0-9a-f]{20}$/);
      expect(minutesValid(token)).toBe(60);
    }
    expect(Object.keys(forUnknown).sort()).toEqual(Object.keys(forOrganiser).sort());
    const mail = await nextMailTo(setup.inbox, organiser.email);
    const realId = linkIn(mail).searchParams.get("userId");
    // The answer never carries the account's id, which would tell it apart.
    expect(forOrganiser.userId).not.toBe(realId);
    expect(setup.inbox.received().flatMap((received) => received.envelopeTo)).not.toContain(
      unknown,
    );
  });

  test("asking twice for the same address, known or not, answers the same userId both times", async () => {
    const organiser = await createTestAccount(setup.server);
    const unknown = `nobody-${organiser.email}`;
    const first = [await askForReset(organiser.email), await askForReset(unknown)];
    const second = [
      await askForReset(organiser.email.toUpperCase()),
      await askForReset(unknown.toUpperCase()),
    ];
    expect(second.map((token) => token.userId)).toEqual(first.map((token) => token.userId));
    expect(first[0]?.userId).not.toBe(first[1]?.userId);
  });

  test("a blocked account's address answers as an unknown one and gets no mail", async () => {
    const blocked = await signedInUser(setup.server);
    await blocked.account.updateStatus();
    const token = await askForReset(blocked.email);
    assertMatchesModel("TokenModel", token);
    const marker = await createTestAccount(setup.server);
    await askForReset(marker.email);
    await nextMailTo(setup.inbox, marker.email);
    expect(setup.inbox.received().flatMap((received) => received.envelopeTo)).not.toContain(
      blocked.email,
    );
  });

  test("an organiser's address takes as long to answer as an unknown one", async () => {
    const organiser = await createTestAccount(setup.server);
    const timed = async (email: string) => {
      const started = performance.now();
      await askForReset(email);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating and comparing medians: whatever else the shared machine does slows both alike.
    for (let round = 0; round < 15; round++) {
      known.push(await timed(organiser.email));
      unknown.push(await timed(`nobody-${round}-${organiser.email}`));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[7] ?? 0;
    // Waiting on the relay and the disk for a real account only would take several times as long.
    expect(median(known)).toBeLessThan(median(unknown) * 3);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });
});

describe("the per-address limit on reset links", () => {
  test("an unknown address gets 429 on the 11th ask in an hour, as a real account does", async () => {
    const server = await startTestServer({
      rateLimits: {
        emailSessionsPerEmailPerHour: 10,
        accountsPerIpPerHour: 10,
        otherAccountLimitsScale: 1,
      },
      trustProxy: ["loopback"],
      now: () => new Date("2031-05-01T10:30:00.000Z"),
    });
    try {
      // Each ask comes from another address behind the trusted proxy, so only the per-address
      // limit is reached.
      const ask = (email: string, from: string) => {
        const visitor = sdkUser(server);
        visitor.client.headers["X-Forwarded-For"] = from;
        return visitor.account.createRecovery({ email, url: server.url }).then(
          (token) => token.secret,
          (error: unknown) => error,
        );
      };
      const { email } = await createTestAccount(server);
      for (const address of [email, `nobody-${email}`]) {
        for (let request = 1; request <= 10; request++) {
          expect(await ask(address, `10.0.${address.length}.${request}`)).toBe("");
        }
        await expect(ask(address, "10.0.0.99")).resolves.toMatchObject({
          code: 429,
          type: "general_rate_limit_exceeded",
        });
      }
    } finally {
      await server.stop();
    }
  });
});
