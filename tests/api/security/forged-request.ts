import http from "node:http";

/** An answer to a hand-written request: status, headers and the parsed JSON body, if any. */
export interface ForgedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * Sends a request as an attacker writes it, with any Host, X-Forwarded-* or Origin header
 * (fetch would not let a test choose the Host header). `url` is where it really goes.
 */
export function forgedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<ForgedAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = {
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: parsed(text),
        });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** The body as JSON when it parses, else the text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
