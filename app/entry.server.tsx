import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import {
  renderToPipeableStream,
  renderToReadableStream,
  type RenderToPipeableStreamOptions,
} from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
} from "react-router";
import { NonceContext } from "./lib/csp-nonce.ts";
import { inlineHashes } from "./lib/inline-hashes.server.ts";
import { RETRY_AFTER_SECONDS } from "./lib/resource-response.server.ts";
import { PageFreshnessContext } from "./lib/page-freshness-context.ts";
import { applySecurityHeaders, type InlineSources } from "./lib/security-headers.server.ts";

export const streamTimeout = 5_000;

function securityOptions(inline: InlineSources, context: AppLoadContext, request: Request) {
  return {
    inline,
    publicEndpoint: context.appwrite.publicEndpoint,
    pathname: new URL(request.url).pathname,
  };
}

/**
 * Renders a page: streamed once the shell is ready (or whole, for crawlers) with this response's
 * nonce, or, without a nonce, whole for the page cache with its inline scripts' hashes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // A 503 (Appwrite not answering, decision 0137) says when to come back, for browsers and crawlers.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  const nonce = loadContext.cspNonce;
  const app = (
    <NonceContext value={nonce}>
      <PageFreshnessContext value={loadContext.pageFreshness}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageFreshnessContext>
    </NonceContext>
  );
  if (nonce === undefined) {
    return renderWhole(app, request, responseStatusCode, responseHeaders, loadContext);
  }
  applySecurityHeaders(
    responseHeaders,
    responseStatusCode,
    securityOptions({ nonce }, loadContext, request),
  );
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete page in one piece, as React recommends.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return stream(app, nonce, readyOption, responseStatusCode, responseHeaders);
}

/** The whole page in one piece, its policy naming the hashes of the inline scripts it holds. */
async function renderWhole(
  app: ReactNode,
  request: Request,
  status: number,
  headers: Headers,
  loadContext: AppLoadContext,
): Promise<Response> {
  let hasFailed = false;
  const body = await renderToReadableStream(app, {
    signal: AbortSignal.timeout(streamTimeout),
    onError(error: unknown) {
      hasFailed = true;
      console.error(error);
    },
  });
  await body.allReady;
  const html = await new Response(body).text();
  const finalStatus = hasFailed ? 500 : status;
  const hashes = inlineHashes(html);
  applySecurityHeaders(headers, finalStatus, securityOptions({ hashes }, loadContext, request));
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: finalStatus, headers });
}

function stream(
  app: ReactNode,
  nonce: string,
  readyOption: keyof RenderToPipeableStreamOptions,
  responseStatusCode: number,
  responseHeaders: Headers,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    // Aborting after streamTimeout leaves React time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        isShellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reject and are logged by React Router itself.
        if (isShellRendered) console.error(error);
      },
    });
  });
}

/** Gives the data responses of client-side navigations the same security headers as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context, request }) => {
  // Data runs nothing: its policy allows no inline script or style at all.
  const inline: InlineSources = { hashes: { scripts: [], styles: [] } };
  applySecurityHeaders(
    response.headers,
    response.status,
    securityOptions(inline, context, request),
  );
  return response;
};
