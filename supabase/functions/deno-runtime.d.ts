/**
 * The few parts of Deno's runtime the functions use, declared for the project's own type check (`npm run typecheck`),
 * so the functions are checked with the code they share. Deno brings its own, complete types and never loads this file.
 */
declare namespace Deno {
  type ServeHandler = (request: Request) => Response | Promise<Response>;
  type ServeOptions = { hostname?: string; port?: number; onListen?: (address: { port: number }) => void };
  function serve(handler: ServeHandler): unknown;
  function serve(options: ServeOptions, handler: ServeHandler): unknown;
  const env: { get(name: string): string | undefined; toObject(): Record<string, string> };
}
