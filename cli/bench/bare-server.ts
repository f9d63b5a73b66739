// Child process of the benchmark: the reference, a bare node:http server that answers every
// request with the recorded bytes of the landing query. Prints its origin once listening.
import fs from "node:fs";
import http from "node:http";

const [bodyFile, contentType = "application/json"] = process.argv.slice(2);
if (!bodyFile) throw new Error("usage: bare-server.ts BODY_FILE [CONTENT_TYPE]");
const body = fs.readFileSync(bodyFile);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on TCP");
  console.log(`http://127.0.0.1:${address.port}`);
});
