import http from 'node:http';
import { gzipSync } from 'node:zlib';

/** What `expectAnswer` reads of a response, from supertest or from `rawRequest`. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  body: unknown;
}

/** What the contract promises for one hostile request: the statuses it may answer and, when fixed, the code. */
export interface Expectation {
  statuses: number[];
  code?: string;
}

export const SQL_INJECTIONS = ["' OR 1=1--", "'; DROP TABLE users;--"];

/** Sent as `X-Request-Id` on every hostile request: not an id Vigil would log or echo. */
export const HOSTILE_REQUEST_ID = "' OR 1=1-- <script>";

/** Smuggled after CR/LF into values that could end up in a response header. */
export const INJECTED_HEADER = 'X-Injected: yes';

/** Stored as free text, then read back by every GET (second-order injection, export file names and lines). */
export const STORED_INJECTIONS = [...SQL_INJECTIONS, `\r\n${INJECTED_HEADER}`];

/**
 * `text` between runs of emoji (surrogate pairs), from an even and from an odd offset at each end: a cut
 * the server makes within 12 code units of either end of a value (an abbreviation, a prefix or suffix
 * shown or audited) falls inside a pair in one of the two, and leaves half of it, which no jsonb value
 * can hold (Schemathesis found it in the SSO client id's abbreviation, a 500).
 */
export function astralAround(text: string): string[] {
  const pairs = '\u{1F600}'.repeat(6);
  return [`${pairs}${text}${pairs}`, `a${pairs}${text}${pairs}a`];
}

/** Bodies in every content type but JSON, and a JSON body sent without saying so. */
export const CONTENT_TYPE_CASES: Array<[label: string, contentType: string | null, payload: string]> = [
  ['text/plain', 'text/plain', '{"name":"plain"}'],
  ['form', 'application/x-www-form-urlencoded', 'name=form'],
  [
    'multipart',
    'multipart/form-data; boundary=hostile',
    '--hostile\r\nContent-Disposition: form-data; name="name"\r\n\r\nmulti\r\n--hostile--\r\n',
  ],
  ['no content type', null, '{"name":"untyped"}'],
];

/** The error codes of domain/shared/errors.ts that a refused request may carry; INTERNAL_ERROR is never one. */
const STABLE_CODES = new Set([
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'MFA_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PLAN_LIMIT_REACHED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);

/** What a stack trace, a file path or a database error looks like in a response body. */
const LEAKS =
  /\bat [\w.<>]+ \(|\.[jt]s:\d+|node_modules|Sequelize|\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|violates [\w ]*constraint|invalid input syntax|syntax error at or near|relation "\w+"/i;

/** Everything wrong with one answer, as readable lines (empty when it keeps the contract). */
export function expectAnswer(label: string, res: Answer, { statuses, code }: Expectation): string[] {
  const wrong: string[] = [];
  const say = (what: string) => wrong.push(what);
  if (!statuses.includes(res.status)) say(`status not in ${statuses.join('/')}`);
  if (res.headers['x-injected'] !== undefined) say('a header was split');
  if (!/^[\w-]{1,128}$/.test(String(res.headers['x-request-id'])) || res.headers['x-request-id'] === HOSTILE_REQUEST_ID)
    say('the request id header is not one Vigil made');
  if (res.status >= 400) {
    const body = res.body as Record<string, unknown>;
    const envelope = body.success === false && body.status === res.status && typeof body.message === 'string' && body.data === null;
    if (!envelope) say('not the error envelope');
    if (!STABLE_CODES.has(String(body.code))) say(`code ${String(body.code)} is not a stable client error code`);
    if (code && body.code !== code) say(`code is not ${code}`);
    if (LEAKS.test(res.text)) say('the body leaks a stack trace or SQL');
  }
  return wrong.length === 0 ? [] : [`${label}: ${wrong.join('; ')} (${res.status} ${res.text.slice(0, 160)})`];
}

/** JSON text of objects nested `depth` levels deep. */
export function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A plain JSON document just over the 10 MiB body limit. */
export function oversizedCase(): [label: string, encoding: string, body: Buffer, expectation: Expectation] {
  return [
    'a plain body over 10 MiB',
    'identity',
    Buffer.from(JSON.stringify({ padding: 'x'.repeat(10 * 1024 * 1024) })),
    { statuses: [400], code: 'PAYLOAD_TOO_LARGE' },
  ];
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The path of every string inside a JSON value (array indexes included). */
export function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
}

/** The value at `path` inside `value`, or undefined where the path leads nowhere. */
export function leafOf(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, Json>;
  const parent = path.slice(0, -1).reduce<Record<string, Json>>((node, key) => node[key] as Record<string, Json>, copy);
  parent[path.at(-1)!] = leaf as Json;
  return copy;
}

interface PropertySchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
}

/** Values the document itself rules out for each top-level number or boolean property of a body schema. */
export function numberViolations(schema: { properties?: Record<string, PropertySchema> }): Array<[field: string, value: unknown]> {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const types = [property.type ?? []].flat();
    const violations: unknown[] = [];
    if (types.includes('integer') || types.includes('number')) {
      violations.push('12', [1]);
      if (types.includes('integer')) violations.push(1.5, 2 ** 53 + 2);
      if (property.minimum !== undefined) violations.push(property.minimum - 1, -1e18);
      if (property.maximum !== undefined) violations.push(property.maximum + 1, 1e308);
    }
    if (types.includes('boolean')) violations.push('true', 1);
    if (violations.length > 0 && !types.includes('null')) violations.push(null);
    return violations.map((value): [string, unknown] => [field, value]);
  });
}

/** Compressed bodies that are not what their Content-Encoding claims, and one that inflates past the limit. */
export function compressedBodyCases(): Array<[label: string, encoding: string, body: Buffer, expectation: Expectation]> {
  const valid = gzipSync(Buffer.from('{"name":"compressed"}'));
  return [
    ['not gzip at all', 'gzip', Buffer.from('{"name":"plain"}'), { statuses: [400], code: 'BAD_REQUEST' }],
    ['truncated gzip', 'gzip', valid.subarray(0, 12), { statuses: [400], code: 'BAD_REQUEST' }],
    ['not deflate at all', 'deflate', Buffer.from('{"name":"plain"}'), { statuses: [400], code: 'BAD_REQUEST' }],
    ['an unknown encoding', 'compress', valid, { statuses: [400], code: 'BAD_REQUEST' }],
    ['a gzip bomb of 64 MiB', 'gzip', gzipSync(Buffer.alloc(64 * 1024 * 1024, ' ')), { statuses: [400], code: 'PAYLOAD_TOO_LARGE' }],
  ];
}

/** One request over a real socket, for bodies superagent would re-encode (it serializes Buffers sent as JSON). */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: method.toUpperCase(), path, headers: { ...headers, 'Content-Length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parseJson(text) });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method.toUpperCase()} ${path} within 10 s`)));
    req.end(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
