// Issue 29 item 6's figure: the public pages' latency while 60 phones vote and ask in the room,
// beside the same pages at rest, in alternating rounds (decision 0136: the room's writes drop no
// kept page, so the pages should barely notice).

import { createMeetingWithPoll, sendPhoneForm } from "./room-documents.ts";

const PHONES = 60;
const ROUNDS = 4;
const READS_PER_ROUND = 60;

export interface LivePollPages {
  restMedianMs: number;
  busyMedianMs: number;
  /** Rest median over busy median: 1 when the room costs the pages nothing. */
  ratio: number;
  writes: number;
}

/** Runs the rounds on `pages` (paths) and returns the medians; `cookie` is an organiser's. */
export async function measureLivePollPages(
  origin: string,
  cookie: string,
  pages: string[],
): Promise<LivePollPages> {
  const { meetingId, pollId } = await createMeetingWithPoll(
    origin,
    cookie,
    "Bench room night",
    "open",
  );
  for (const page of pages) await read(origin, page); // warm: kept from here on
  const rest: number[] = [];
  const busy: number[] = [];
  let writes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    rest.push(...(await readRound(origin, pages)));
    const phones = Array.from({ length: PHONES }, (_, phone) =>
      phoneWrites(origin, pollId, meetingId, phone),
    );
    busy.push(...(await readRound(origin, pages)));
    writes += (await Promise.all(phones)).reduce((sum, count) => sum + count, 0);
  }
  const restMedianMs = median(rest);
  const busyMedianMs = median(busy);
  return { restMedianMs, busyMedianMs, ratio: restMedianMs / busyMedianMs, writes };
}

/** One phone's vote and question, as the Ask page sends them (to the site's server). */
async function phoneWrites(
  origin: string,
  pollId: string,
  meetingId: string,
  phone: number,
): Promise<number> {
  const ballot = `ballot${phone}${Math.random().toString(36).slice(2, 10)}`;
  const sent = await Promise.all([
    sendPhoneForm(origin, meetingId, {
      form: "vote",
      poll: pollId,
      ballot,
      choice: String(phone % 3),
    }),
    sendPhoneForm(origin, meetingId, { form: "question", text: `Question from phone ${phone}` }),
  ]);
  return sent.filter(Boolean).length;
}

async function readRound(origin: string, pages: string[]): Promise<number[]> {
  const times: number[] = [];
  for (let at = 0; at < READS_PER_ROUND; at++) {
    times.push(await read(origin, pages[at % pages.length] ?? "/"));
  }
  return times;
}

async function read(origin: string, page: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(origin + page, { headers: { "Accept-Encoding": "br" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
