import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiRequest } from '../auth/api-request';
import { HttpError } from '../errors/http-error';
import { MAX_BODY_BYTES, readJsonBody } from './json-body';
import { acceptsJson } from './media-type';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const BODY_LIMIT = Symbol('maxBodyBytes');

/** A route whose bodies must stay smaller than the API's default (1 MB): beyond `bytes`, 413. */
export const MaxBodyBytes = (bytes: number): MethodDecorator => SetMetadata(BODY_LIMIT, bytes);

const OWN_BODY = Symbol('readsItsOwnBody');

/** A route that reads its body itself (multipart/form-data, as it arrives): here only Accept is checked. */
export const ReadsItsOwnBody = (): MethodDecorator => SetMetadata(OWN_BODY, true);

/**
 * Runs after the AccessGuard: an anonymous client learns nothing about the API before it authenticates.
 * The body is parsed here rather than by a global body parser so that 406/415/413/400 come after 401.
 */
@Injectable()
export class ContentNegotiationGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    if (!acceptsJson(request.headers.accept)) {
      throw new HttpError(406, 'Accept must admit application/json, the only media type this API produces');
    }
    if (!METHODS_WITH_BODY.has(request.method ?? 'GET') || this.reflector.get<boolean | undefined>(OWN_BODY, context.getHandler())) return true;
    const limit = this.reflector.get<number | undefined>(BODY_LIMIT, context.getHandler()) ?? MAX_BODY_BYTES;
    return readJsonBody(request, limit).then((body) => {
      // No body validates like an empty object: "emails is required", not a crash.
      request.body = body ?? {};
      return true;
    });
  }
}
