import { request } from 'node:http';

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The Set-Cookie headers, as sent. */
  cookies: string[];
  location: string | undefined;
}

export interface PageRequest {
  method?: 'GET' | 'POST';
  /** The form's fields, sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** The Origin header; omitted when undefined. */
  origin?: string;
  /** The Cookie header. */
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * What a browser sends for the workspace's pages, to the test server with the workspace's Host header:
 * plain HTML forms, the Origin it would send, the cookie it holds. Redirects are not followed.
 */
export function browse(port: number, url: string, input: PageRequest = {}): Promise<PageResponse> {
  const { host, pathname, search } = new URL(url);
  const payload = input.form ? Buffer.from(new URLSearchParams(input.form).toString()) : undefined;
  const headers: Record<string, string | number> = { host, accept: 'text/html', ...(input.headers ?? {}) };
  if (input.origin !== undefined) headers['origin'] = input.origin;
  if (input.cookie !== undefined) headers['cookie'] = input.cookie;
  if (payload) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = payload.length;
  }
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method: input.method ?? (payload ? 'POST' : 'GET'), path: pathname + search, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const setCookie = incoming.headers['set-cookie'];
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body,
          cookies: setCookie ?? [],
          location: incoming.headers.location,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * `fs_session=<value>` (over https `__Host-fs_session=<value>`) of a response's Set-Cookie, ready to send
 * back as a Cookie header.
 */
export function sessionCookieOf(response: PageResponse): string {
  const cookie = response.cookies.find((candidate) => /^(?:__Host-)?fs_session=/.test(candidate));
  if (!cookie) throw new Error(`no session cookie in a ${response.status} response: ${JSON.stringify(response.cookies)}`);
  return cookie.split(';')[0];
}

/** The value of a hidden input of a page. */
export function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html)?.[1];
}
