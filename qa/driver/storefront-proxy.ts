// The proxy through which WebDriver's browsers open the storefront: classic WebDriver can neither run a script before
// the page's own, nor see its requests or console. It puts our script atop every page, and holds or fails requests.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createSecureServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { text as bodyOf } from 'node:stream/consumers';
import { generate } from 'selfsigned';
import type { ConsoleListener, ConsoleType } from './driver';

type Server = ReturnType<typeof createServer> | ReturnType<typeof createSecureServer>;

/** Where the browsers reach the proxy: 127.0.0.1, or RUNNER_HOST, this machine's address on a grid's network. */
const HOST = process.env.RUNNER_HOST ?? '127.0.0.1';

/** This machine's loopback address: browsers take a page there for a secure context over plain HTTP, nowhere else. */
const isLoopback = (host: string) =>
  ['localhost', '::1', '[::1]'].includes(host) || host.endsWith('.localhost') || host.startsWith('127.');

// Plain HTTP at loopback, else HTTPS with a certificate this run makes (the sessions accept it): a page needs a secure
// context for `crypto.subtle` and a service worker. RUNNER_SCHEME=http serves HTTP anywhere, as `npm start -- --host`.
export function proxySchemeAt(host: string, asked = process.env.RUNNER_SCHEME): 'http' | 'https' {
  if (asked === 'http' || asked === 'https') return asked;
  if (asked) throw new Error(`RUNNER_SCHEME=${asked}: use http or https.`);
  return isLoopback(host) ? 'http' : 'https';
}

export const PROXY_SCHEME = proxySchemeAt(HOST);

/** The certificate of this machine's address on the grid's network, made once per process, valid for a day. */
let certificate: Promise<{ key: string; cert: string }> | undefined;
const certificateOfHost = () =>
  (certificate ??= generate([{ name: 'commonName', value: HOST }], {
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] }],
  }).then(({ private: key, cert }) => ({ key, cert })));

// Why the grid's browsers could not reach this machine's proxy, if so: a grid elsewhere needs RUNNER_HOST to name an
// address of one of this machine's interfaces (a name is no good: one for this machine may resolve to 127.0.0.1).
export function runnerHostProblem(grid: URL, runner = process.env.RUNNER_HOST): string | undefined {
  if (runner === undefined && !isLoopback(grid.hostname))
    return `the grid at ${grid.host} is another machine, whose browsers cannot reach this one's 127.0.0.1: set RUNNER_HOST to this machine's address on the grid's network`;
  const own = Object.values(networkInterfaces()).flatMap((addresses) => addresses ?? []);
  if (runner === undefined || own.some(({ address }) => address === runner)) return undefined;
  const addresses = own.filter(({ internal }) => !internal).map(({ address }) => address);
  return `RUNNER_HOST ${runner} is no address of this machine's, which the proxy could listen at: give one of ${addresses.join(', ')}`;
}

/** Paths the proxy answers itself; the storefront has none under it. */
const OWN = '/__storefront-driver/';

/** Reports console.warn, console.error and uncaught errors to the proxy; text, so no compiler helper reaches the page. */
const CONSOLE_RELAY = `(() => {
  const send = (type, parts) => navigator.sendBeacon('${OWN}console', JSON.stringify({ type, text: parts.map(String).join(' ') }));
  for (const [method, type] of [['warn', 'warning'], ['error', 'error']]) {
    const original = console[method];
    console[method] = function (...parts) { send(type, parts); return original.apply(this, parts); };
  }
  addEventListener('error', (event) => send('error', [event.error?.stack ?? event.message]));
  addEventListener('unhandledrejection', (event) => send('error', [event.reason?.stack ?? event.reason]));
})();`;

/** 'fail' drops the request's connection; a promise holds it until it settles, telling `holding`. */
type Rule = { pattern: RegExp; answer: 'fail' | Promise<void>; holding?: () => void };

export class StorefrontProxy {
  readonly initScripts: string[] = [CONSOLE_RELAY];
  readonly rules: Rule[] = [];
  /** Drops every request but to its own paths. */
  offline = false;

  private constructor(
    private readonly target: URL,
    private readonly server: Server,
    private readonly heard: ConsoleListener,
  ) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.serve(request, response).catch(() => response.destroy());
    });
  }

  static async start(target: string, heard: ConsoleListener): Promise<StorefrontProxy> {
    const server = PROXY_SCHEME === 'http' ? createServer() : createSecureServer(await certificateOfHost());
    await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
    return new StorefrontProxy(new URL(target), server, heard);
  }

  get url(): string {
    return `${PROXY_SCHEME}://${HOST}:${(this.server.address() as AddressInfo).port}`;
  }
  /** Resolves once a matching request is held. */
  hold(pattern: RegExp, until: Promise<void>): Promise<void> {
    return new Promise((holding) => this.rules.push({ pattern, answer: until, holding }));
  }
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.target);
    if (url.pathname.startsWith(OWN)) return this.answerOwn(url.pathname.slice(OWN.length), request, response);
    const rule = this.rules.find(({ pattern }) => pattern.test(url.href));
    if (this.offline || rule?.answer === 'fail') return void request.socket.destroy();
    rule?.holding?.();
    await rule?.answer;
    this.forward(url, request, response);
  }

  private async answerOwn(name: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (name === 'init.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return void response.end(this.initScripts.join('\n'));
    }
    if (name === 'console' && request.method === 'POST') {
      const { type, text } = JSON.parse(await bodyOf(request)) as { type: ConsoleType; text: string };
      this.heard(type, text);
    }
    response.writeHead(204).end();
  }

  /** Passes the request on; a page comes back with our script first in its head (`$&`, after the tag). */
  private forward(url: URL, request: IncomingMessage, response: ServerResponse): void {
    const headers = { ...request.headers, host: url.host };
    delete headers['accept-encoding']; // a page must come back as text we can add to
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const upstream = send(url, { method: request.method, headers }, async (answer) => {
      const page = String(answer.headers['content-type']).startsWith('text/html');
      if (page) delete answer.headers['content-length']; // it grows by our script
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!page) return void answer.pipe(response);
      response.end((await bodyOf(answer)).replace(/<head[^>]*>/i, `$&<script src="${OWN}init.js"></script>`));
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }
}
