// Child process of the benchmark: the reference, a bare node:http server that answers each path
// with the recorded bytes and headers of the real server's answer to it. Prints its origin once
// listening.
import fs from "node:fs";
import http from "node:http";
import { z } from "zod";

/** What the bench recorded per path: the body's file and the headers that describe it. */
export const recordingSchema = z.record(
  z.string(),
  z.object({ file: z.string(), headers: z.record(z.string(), z.string()) }),
);

const [recordingFile] = process.argv.slice(2);
if (!recordingFile) throw new Error("usage: bare-server.ts RECORDING_JSON");
const recording = recordingSchema.parse(JSON.parse(fs.readFileSync(recordingFile, "utf8")));
const answers = new Map(
  Object.entries(recording).map(([path, { file, headers }]) => {
    const body = fs.readFileSync(file);
    return [path, { body, headers: { ...headers, "Content-Length": String(body.length) } }];
  }),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? "");
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on TCP");
  console.log(`http://127.0.0.1:${address.port}`);
});
