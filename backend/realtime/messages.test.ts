import { describe, expect, test } from "vitest";
import { parseClientMessage } from "./messages.ts";

describe("reading what a client sends", () => {
  const messages = [
    { name: "ping", text: '{"type":"ping"}', message: { type: "ping" } },
    {
      name: "authentication",
      text: '{"type":"authentication","data":{"session":"abc"}}',
      message: { type: "authentication", session: "abc" },
    },
    {
      name: "subscribe, with and without an id",
      text: JSON.stringify({
        type: "subscribe",
        data: [
          { subscriptionId: "s1", channels: ["account"], queries: [] },
          { channels: ["documents"] },
        ],
      }),
      message: {
        type: "subscribe",
        items: [
          { subscriptionId: "s1", channels: ["account"], queries: [] },
          { subscriptionId: null, channels: ["documents"], queries: [] },
        ],
      },
    },
    {
      name: "unsubscribe",
      text: '{"type":"unsubscribe","data":[{"subscriptionId":"s1"}]}',
      message: { type: "unsubscribe", subscriptionIds: ["s1"] },
    },
  ];

  test.each(messages)("$name is read", ({ text, message }) => {
    expect(parseClientMessage(text)).toEqual(message);
  });

  const refused = [
    { name: "an empty frame", text: "", message: "Message format is not valid." },
    { name: "null", text: "null", message: "Message format is not valid." },
    {
      name: "an object without type or data",
      text: '{"hello":1}',
      message: "Message format is not valid.",
    },
    {
      name: "a type that is not a string",
      text: '{"type":5}',
      message: "Message type is not valid.",
    },
    {
      name: "a session that is not a string",
      text: '{"type":"authentication","data":{"session":42}}',
      message: "session: Value must be a valid string and no longer than 2048 chars",
    },
    {
      name: "a session too long",
      text: JSON.stringify({ type: "authentication", data: { session: "x".repeat(2049) } }),
      message: "session: Value must be a valid string and no longer than 2048 chars",
    },
    {
      name: "subscribe without data",
      text: '{"type":"subscribe"}',
      message: "Payload is not valid. Items is required",
    },
    {
      name: "a subscription id with a space",
      text: '{"type":"subscribe","data":[{"subscriptionId":"a b","channels":[]}]}',
      message: "items: subscriptionId is not a valid id.",
    },
    {
      name: "channels that are not strings",
      text: '{"type":"subscribe","data":[{"channels":[1]}]}',
      message: "items: channels must contain only strings.",
    },
    {
      name: "queries that are not a list",
      text: '{"type":"subscribe","data":[{"channels":[],"queries":"x"}]}',
      message: "items: queries is not a valid array.",
    },
    {
      name: "a subscription that is not an object",
      text: '{"type":"subscribe","data":["documents"]}',
      message: "items: Each subscribe payload must be an object.",
    },
  ];

  test.each(refused)("$name is answered 1003 with Appwrite's words", ({ text, message }) => {
    expect(parseClientMessage(text)).toEqual({ code: 1003, message });
  });
});
