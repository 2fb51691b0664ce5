import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { DomainError } from '@forms/domain';
import { HttpError } from '../errors/http-error';
import { readJsonBody } from './json-body';

/** A real stream carrying the body, with the headers a client would send. */
function requestOf(body: string | Buffer | null, headers: Record<string, string> = {}): IncomingMessage {
  const stream = new PassThrough();
  const raw = body === null ? null : Buffer.from(body);
  const all: Record<string, string> = { ...headers };
  if (raw !== null && all['transfer-encoding'] === undefined) all['content-length'] ??= String(raw.length);
  setImmediate(() => stream.end(raw ?? undefined));
  return Object.assign(stream, { headers: all }) as unknown as IncomingMessage;
}

const JSON_TYPE = { 'content-type': 'application/json' };

async function failureOf(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    if (error instanceof DomainError) return { message: error.message };
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe('readJsonBody', () => {
  it('parses a JSON object', async () => {
    await expect(readJsonBody(requestOf('{"emails":["a@example.com"]}', JSON_TYPE))).resolves.toEqual({ emails: ['a@example.com'] });
  });

  it('reads a chunked body', async () => {
    await expect(readJsonBody(requestOf('{"a":1}', { ...JSON_TYPE, 'transfer-encoding': 'chunked' }))).resolves.toEqual({ a: 1 });
  });

  it('tolerates a byte order mark', async () => {
    await expect(readJsonBody(requestOf('\ufeff{"a":1}', JSON_TYPE))).resolves.toEqual({ a: 1 });
  });

  it('reads no body as undefined, whatever its Content-Type', async () => {
    await expect(readJsonBody(requestOf(null))).resolves.toBeUndefined();
    await expect(readJsonBody(requestOf(null, { 'content-type': 'text/plain', 'content-length': '0' }))).resolves.toBeUndefined();
  });

  it('refuses a body of another media type with 415, before reading it', async () => {
    expect(await failureOf(readJsonBody(requestOf('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).toEqual({
      status: 415,
      message: 'Content-Type must be application/json',
    });
    expect(await failureOf(readJsonBody(requestOf('{"a":1}')))).toMatchObject({ status: 415 });
  });

  it('refuses more than the limit with 413, declared or streamed', async () => {
    expect(await failureOf(readJsonBody(requestOf('{"a":"0123456789"}', JSON_TYPE), 10))).toMatchObject({ status: 413 });
    const chunked = requestOf('{"a":"0123456789"}', { ...JSON_TYPE, 'transfer-encoding': 'chunked' });
    expect(await failureOf(readJsonBody(chunked, 10))).toMatchObject({ status: 413 });
  });

  it('accepts exactly the limit', async () => {
    await expect(readJsonBody(requestOf('{"a":"12"}', JSON_TYPE), 10)).resolves.toEqual({ a: '12' });
  });

  it('refuses malformed JSON with 400', async () => {
    expect(await failureOf(readJsonBody(requestOf('{"emails":', JSON_TYPE)))).toEqual({ status: 400, message: 'Malformed JSON body' });
    expect(await failureOf(readJsonBody(requestOf('   ', JSON_TYPE)))).toMatchObject({ status: 400 });
  });

  it.each([['[]'], ['"text"'], ['42'], ['null'], ['true']])('refuses %s, JSON but not an object, as a validation failure', async (body) => {
    expect(await failureOf(readJsonBody(requestOf(body, JSON_TYPE)))).toEqual({ message: 'body must be a JSON object' });
  });

  it.each([
    ['{"emails":[],"__proto__":{"admin":true}}', '__proto__ is not allowed'],
    ['{"emails":[],"constructor":{"prototype":{"admin":true}}}', 'constructor is not allowed'],
    ['{"form":{"title":"x","__pro\\u0074o__":{}}}', 'form.__proto__ is not allowed'],
    ['{"emails":[{"prototype":1}]}', 'emails[0].prototype is not allowed'],
  ])('refuses object machinery keys wherever they are: %s', async (body, message) => {
    expect(await failureOf(readJsonBody(requestOf(body, JSON_TYPE)))).toEqual({ message });
  });

  it('accepts such words as values', async () => {
    await expect(readJsonBody(requestOf('{"title":"constructor","emails":["__proto__"]}', JSON_TYPE))).resolves.toEqual({
      title: 'constructor',
      emails: ['__proto__'],
    });
  });

  it('refuses hostile nesting with 422, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    expect(await failureOf(readJsonBody(requestOf(deep, JSON_TYPE)))).toEqual({ message: 'body must not nest deeper than 32 levels' });
    const fine = `${'{"a":'.repeat(31)}1${'}'.repeat(31)}`;
    await expect(readJsonBody(requestOf(fine, JSON_TYPE))).resolves.toBeDefined();
  });

  it.each([
    ['{"responses":{"name":"\\udc00\\ud800x"}}', 'responses.name must not contain unpaired UTF-16 surrogates'],
    ['{"responses":{"topics":["A","x\\ud800"]}}', 'responses.topics[1] must not contain unpaired UTF-16 surrogates'],
    ['{"form":{"title":"\\ude00"}}', 'form.title must not contain unpaired UTF-16 surrogates'],
    ['{"form":{"ab\\ud800":"x"}}', 'form keys must not contain unpaired UTF-16 surrogates'],
    ['{"\\udfff":1}', 'body keys must not contain unpaired UTF-16 surrogates'],
  ])('refuses half of a surrogate pair, naming where it is: %s', async (body, message) => {
    expect(await failureOf(readJsonBody(requestOf(body, JSON_TYPE)))).toEqual({ message });
  });

  it('accepts whole pairs, escaped or not', async () => {
    await expect(readJsonBody(requestOf('{"a":"\\ud83d\\ude00","b":["\u{1F600}"]}', JSON_TYPE))).resolves.toEqual({ a: '\u{1F600}', b: ['\u{1F600}'] });
  });
});
