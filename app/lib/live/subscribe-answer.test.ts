import { describe, expect, it } from "vitest";
import { isConnectedAsGuest, subscribedChannels } from "./subscribe-answer.ts";

describe("the realtime frames the page reads itself", () => {
  it.each([
    {
      name: "a guest's connection",
      frame: '{"type":"connected","data":{"channels":[],"user":null}}',
      isGuest: true,
    },
    {
      name: "a connection with no user field",
      frame: '{"type":"connected","data":{"channels":[]}}',
      isGuest: true,
    },
    {
      name: "a user's connection",
      frame: '{"type":"connected","data":{"channels":[],"user":{"$id":"u1"}}}',
      isGuest: false,
    },
    {
      name: "an event",
      frame: '{"type":"event","data":{"channels":["connected"]}}',
      isGuest: null,
    },
    { name: "not JSON", frame: "connected", isGuest: null },
  ])("$name: connected as a guest is $isGuest", ({ frame, isGuest }) => {
    expect(isConnectedAsGuest(frame)).toBe(isGuest);
  });

  it("a subscribe answer names the channels it confirms", () => {
    const frame = JSON.stringify({
      type: "response",
      data: { to: "subscribe", success: true, subscriptions: [{ channels: ["documents"] }] },
    });
    expect(subscribedChannels(frame)).toEqual(["documents"]);
  });
});
