import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
} from "react-router";
import { NonceContext } from "./lib/csp-nonce.ts";
import { applySecurityHeaders } from "./lib/security-headers.server.ts";

export const streamTimeout = 5_000;

function securityOptions(context: AppLoadContext, request: Request) {
  return {
    nonce: context.cspNonce,
    publicEndpoint: context.appwrite.publicEndpoint,
    pathname: new URL(request.url).pathname,
  };
}

/** Renders a page, streaming it once the shell is ready (or the whole page, for crawlers). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  applySecurityHeaders(responseHeaders, responseStatusCode, securityOptions(loadContext, request));
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }

  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete page in one piece, as React recommends.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let isShellRendered = false;
    // Aborting after streamTimeout leaves React time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
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
      },
    );
  });
}

/** Gives the data responses of client-side navigations the same security headers as pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context, request }) => {
  applySecurityHeaders(response.headers, response.status, securityOptions(context, request));
  return response;
};
