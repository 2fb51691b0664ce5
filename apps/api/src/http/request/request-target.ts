import type { IncomingMessage, ServerResponse } from 'node:http';

/** `scheme://authority` at the start of a request target in absolute form (`GET http://host/path HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

export interface RequestTarget {
  /** The path, without the query: what routes are chosen by. */
  path: string;
  /** `?` and what follows, or ''. */
  search: string;
  /** The host the target names in absolute form (userinfo dropped); undefined in origin form. */
  authority: string | undefined;
}

/**
 * The request target split as the router reads it. A client may send it in absolute form, which Node
 * passes on as is and Express routes by its path: every check that decides on a path must read it here,
 * or `GET http://host/forms/ID` would be routed to the fill page while skipping what `/forms/ID` gets.
 */
export function requestTargetOf(url: string): RequestTarget {
  const absolute = ABSOLUTE_FORM.exec(url);
  const rest = absolute ? url.slice(absolute[0].length) : url;
  const mark = rest.search(/[?#]/);
  const rawPath = mark === -1 ? rest : rest.slice(0, mark);
  const query = mark === -1 ? '' : rest.slice(mark);
  const search = query.startsWith('?') ? query.split('#')[0] : '';
  const authority = absolute ? absolute[1].slice(absolute[1].lastIndexOf('@') + 1) : undefined;
  // `http://host` and `http://host?q` name the root.
  return { path: absolute && rawPath === '' ? '/' : rawPath, search, authority };
}

/** The path of the request, without its query, whichever form the request line used. */
export function pathOf(request: IncomingMessage): string {
  return requestTargetOf(request.url ?? '/').path;
}

/**
 * The first thing every request meets: a target in absolute form is turned into origin form (path and
 * query), and its host becomes the Host header, as HTTP asks of a server (the target's host wins over the
 * header). Everything after this, Nest's routes included, sees one spelling of every path and host.
 */
export function originFormTargets(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  return (request, _response, next) => {
    const url = request.url ?? '/';
    if (url.startsWith('/')) return next();
    const target = requestTargetOf(url);
    if (target.authority !== undefined) {
      request.url = `${target.path}${target.search}`;
      if (target.authority !== '') request.headers.host = target.authority;
    }
    next();
  };
}
