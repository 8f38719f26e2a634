/**
 * Serves a build the way Netlify does: directories redirect to a trailing slash, misses get _redirects'
 * 404 page for their prefix (else /404.html), every response gets the headers of public/_headers and
 * netlify.toml (Netlify's own parser, so the tests check the CSP that ships), and text is gzipped.
 * Usage: tsx tools/serve.ts [--port 9000 (0: any free port)] [--dir public]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { contentType } from 'mime-types';
import { type HeaderRules, headersFor as netlifyHeadersFor, loadHeaderRules } from './netlify-headers';

const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const root = resolve(flag('--dir') ?? 'public');
const port = Number(flag('--port') ?? process.env.PORT ?? 9000);

let rules: HeaderRules = [];
const headersFor = (pathname: string) => netlifyHeadersFor(rules, pathname).headers;

/** The build's _redirects with status 404 ("/zh/*  /zh/404.html  404"), as { prefix: '/zh/', file: 'zh/404.html' }. */
const redirectsFile = join(root, '_redirects');
const notFoundRules = (existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '')
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter(([from, , status]) => status === '404' && from.endsWith('/*'))
  .map(([from, to]) => ({ prefix: from.slice(0, -1), file: to.replace(/^\//, '') }));

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string) {
  // The HTML standard's name for JavaScript, not mime-types 2's application/javascript.
  const type = (contentType(extname(file)) || 'application/octet-stream').replace(
    /^application\/javascript/,
    'text/javascript',
  );
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    ...headersFor(pathname),
    'Content-Type': type,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const server = createServer((req, res) => {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return void res.writeHead(400).end('Bad request');
  }
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root)) return void res.writeHead(400).end('Bad request');
  if (isFile(file)) return send(req, res, 200, file, pathname);
  if (isFile(join(file, 'index.html'))) {
    if (pathname.endsWith('/')) return send(req, res, 200, join(file, 'index.html'), pathname);
    return void res.writeHead(301, { ...headersFor(pathname), Location: `${pathname}/${url.search}` }).end();
  }
  const rule = notFoundRules.find(({ prefix, file }) => pathname.startsWith(prefix) && isFile(join(root, file)));
  send(req, res, 404, join(root, rule ? rule.file : '404.html'), pathname);
});

loadHeaderRules({ publicDir: root }).then(
  (loaded) => {
    rules = loaded;
    server.listen(port, () =>
      console.log(
        `Serving ${root} at http://localhost:${(server.address() as AddressInfo).port} with ${rules.length} header rules`,
      ),
    );
  },
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
