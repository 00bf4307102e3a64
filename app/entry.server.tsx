/**
 * Renders each page at build time (the site is prerendered; nothing renders on request). Like React Router's default
 * entry, except that the not-found page, which is a 404 by nature, is written like any other page.
 */

import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { notFoundPrerenderPath } from "#core/page-paths.ts";

/**
 * The prerender keeps only pages answered with 200. The not-found page's 404 is what makes the router show it (the
 * root's error boundary, at every address); the server sends the file with status 404 to every unknown URL.
 */
const statusToPrerender = (request: Request, status: number): number => {
  const path = new URL(request.url).pathname.replace(/\/$/, "").replace(/\.data$/, "");
  return path === notFoundPrerenderPath && status === 404 ? 200 : status;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = statusToPrerender(request, responseStatusCode);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  // A prerendered page is written whole: wait for everything, as React Router does for crawlers and SPA mode.
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status });
}

export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  const status = statusToPrerender(request, response.status);
  if (status === response.status) return response;
  return new Response(response.body, { status, statusText: "OK", headers: response.headers });
}
