// The bench's recordings: the real server's answers, kept raw (compressed as sent), for the bare
// node:http server (bare-server.ts) to replay as the reference of each throughput ratio.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { z } from "zod";
import type { recordingSchema } from "./bare-server.ts";

/** A GET whose body is kept as sent (Node's fetch would decode it). */
export function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/**
 * Records the server's answer to each target, raw (compressed as sent), for the bare server to
 * replay; returns the recording's file, written in `workDir` under `name`.
 */
export async function recordAnswers(
  origin: string,
  targets: { name: string; path: string; headers: Record<string, string> }[],
  workDir: string,
  name = "recording",
): Promise<string> {
  const recording: z.infer<typeof recordingSchema> = {};
  for (const [index, target] of targets.entries()) {
    const answer = await get(origin + target.path, target.headers);
    if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}`);
    const file = path.join(workDir, `${name}-answer-${index}`);
    fs.writeFileSync(file, answer.body);
    const headers: Record<string, string> = {};
    for (const header of ["content-type", "content-encoding", "vary", "etag", "cache-control"]) {
      const value = answer.headers[header];
      if (typeof value === "string") headers[header] = value;
    }
    recording[target.path] = { file, headers };
  }
  const file = path.join(workDir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(recording));
  return file;
}
