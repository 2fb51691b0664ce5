import { connect, type Socket } from 'node:net';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { SHORT_TIMEOUTS } from '../support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// A file over a slow phone link takes longer than any other request may: uploads get their own, longer
// time to arrive, as long as they keep a minimum rate; every other request keeps the short limit, and a
// request cut for its time gets 408 with {error} (the fill page: a page).

jest.setTimeout(120_000);

const REQUEST_TIMEOUT_MS = Number(SHORT_TIMEOUTS.HTTP_REQUEST_TIMEOUT_MS);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let formId: string;

beforeAll(async () => {
  t = await sharedTestApp(SHORT_TIMEOUTS);
  ws = await t.workspaces.create();
  const created = await t.client(ws).post(`${V2}/forms`, {
    body: { form: { title: 'Photos', questions: [{ kind: 'file_upload', label: 'Photo', slug: 'photo', max_size_mb: 1 }] } },
  });
  expectOk(created, 201);
  formId = created.body.form.id;
  expectOk(await t.client(ws).patch(`${V2}/forms/${formId}`, { body: { form: { is_published: true } } }));
});

afterAll(() => t?.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Milliseconds from the first byte sent until the server closed the connection or finished answering. */
  afterMs: number;
  /** Body bytes sent before the answer came. */
  sent: number;
}

/**
 * Sends the head at once, then the body in `pieces` equal parts, one every `everyMs`; stops sending
 * when an answer arrives. Resolves with the answer (read until the connection closes or the response is whole).
 */
function trickle(head: string, body: Buffer, pieces: number, everyMs: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(t.port, '127.0.0.1');
    const started = Date.now();
    const received: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      const text = Buffer.concat(received).toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n'), afterMs: Date.now() - started, sent });
      socket.destroy();
    };
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      clearInterval(timer);
      const text = Buffer.concat(received).toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (length !== undefined && split >= 0 && Buffer.byteLength(text.slice(split + 4)) >= Number(length)) finish();
    });
    socket.on('close', () => (received.length > 0 ? finish() : reject(new Error(`closed without an answer after ${Date.now() - started} ms`))));
    socket.on('connect', () => {
      socket.write(head);
      const size = Math.ceil(body.length / pieces);
      timer = setInterval(() => {
        if (socket.destroyed || sent >= body.length) return clearInterval(timer);
        socket.write(body.subarray(sent, sent + size));
        sent += Math.min(size, body.length - sent);
      }, everyMs);
    });
  });
}

function multipartUpload(fileBytes: number): { contentType: string; body: Buffer } {
  const boundary = 'slow-upload-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="question"\r\n\r\nphoto\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.alloc(fileBytes, 0x61),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

function postHead(path: string, contentType: string, length: number, extra = ''): string {
  return `POST ${path} HTTP/1.1\r\nHost: ${t.hostOf(ws)}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n${extra}\r\n`;
}

it('takes an upload trickled in for twice the general request timeout, at a rate above the minimum', async () => {
  // 40 KB over about 4 s: 10 KB/s, the kind of rate a weak phone link gives.
  const { contentType, body } = multipartUpload(40_000);
  const answer = await trickle(postHead(`/forms/${formId}/uploads`, contentType, body.length), body, 20, 200);
  expect(answer.afterMs).toBeGreaterThan(2 * REQUEST_TIMEOUT_MS - 500);
  expect(answer.status).toBe(201);
  const upload = JSON.parse(answer.body).upload;
  expect(upload).toMatchObject({ name: 'photo.jpg', size: 40_000, content_type: 'image/jpeg' });
});

it('still cuts any other request trickled past the general request timeout, with 408 {error}', async () => {
  const body = Buffer.from(JSON.stringify({ form: { title: 'Slow', questions: [{ kind: 'short_text', label: 'Name' }] } }));
  const answer = await trickle(
    postHead(`${V2}/forms`, 'application/json', body.length, `X-Api-Key: ${ws.apiKey}\r\n`),
    body,
    body.length,
    100,
  );
  expect(answer.status).toBe(408);
  expect(answer.headers).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
  expect(JSON.parse(answer.body)).toEqual({ error: 'The request took too long to arrive' });
  expect(answer.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  expect(answer.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
  expect(answer.sent).toBeLessThan(body.length);
  // Nothing was created.
  const list = await t.client(ws).get(`${V2}/forms`);
  expect(list.body.forms.map((form: any) => form.title)).not.toContain('Slow');
});

it('cuts an upload whose rate stays under the minimum once the general timeout has passed, with 408 {error}', async () => {
  // 40 KB at 500 bytes a second: it would take 80 s.
  const { contentType, body } = multipartUpload(40_000);
  const answer = await trickle(postHead(`/forms/${formId}/uploads`, contentType, body.length), body, body.length / 250, 500);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ error: 'The upload was too slow, try again on a faster connection' });
  // Checked every second once the general timeout has passed.
  expect(answer.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  expect(answer.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
  expect(answer.sent).toBeLessThan(body.length);
});

it('answers the fill page\'s too slow multipart post with a 408 page', async () => {
  const { contentType, body } = multipartUpload(40_000);
  const answer = await trickle(postHead(`/forms/${formId}`, contentType, body.length), body, body.length / 250, 500);
  expect(answer.status).toBe(408);
  expect(answer.headers).toMatch(/\r\ncontent-type: text\/html; charset=utf-8/i);
  expect(answer.body).toContain('The upload was too slow, try again on a faster connection');
});
