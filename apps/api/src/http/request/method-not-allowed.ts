import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../errors/http-error';
import { pathOf } from './request-target';

interface KnownPath {
  pattern: RegExp;
  methods: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/**
 * The routes clients can call, from the OpenAPI document (the same controllers Nest routes), so that a
 * known path with the wrong method is told which methods it has (405 + Allow) instead of 404.
 */
export class RouteTable {
  private constructor(private readonly paths: KnownPath[]) {}

  static fromOpenApi(document: { paths: Record<string, object> }): RouteTable {
    return new RouteTable(
      Object.entries(document.paths).map(([template, item]) => {
        const methods = METHODS.filter((method) => method in item).map((method) => method.toUpperCase());
        // Express answers HEAD with the GET handler.
        if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
        const source = template
          .split(/\{[^}]+\}/)
          .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
        return { pattern: new RegExp(`^${source}/?$`, 'i'), methods };
      }),
    );
  }

  /** The methods of the path, or undefined when no route has it. */
  allowedMethods(path: string): string[] | undefined {
    return this.paths.find((known) => known.pattern.test(path))?.methods;
  }

  middleware(): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void {
    return (request, _response, next) => {
      const allowed = this.allowedMethods(pathOf(request));
      if (allowed && !allowed.includes(request.method ?? 'GET')) {
        next(new HttpError(405, `Method ${request.method} is not allowed here`, { Allow: allowed.join(', ') }));
        return;
      }
      next();
    };
  }
}
