import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DomainError, DomainErrorCode } from '@forms/domain';
import { statusOfDomainError } from './error-status';
import { HttpError } from './http-error';
import { isDatabaseUnavailable } from '@forms/persistence';
import { errorReplyOf as replyWith } from './http-error.filter';

const errorReplyOf = (exception: unknown) => replyWith(exception, isDatabaseUnavailable);

describe('statusOfDomainError', () => {
  it.each([
    [DomainErrorCode.ValidationFailed, 422],
    [DomainErrorCode.LastAdmin, 422],
    [DomainErrorCode.WorkspaceNotFound, 404],
    [DomainErrorCode.SubmissionNotFound, 404],
    [DomainErrorCode.TeamMemberNotFound, 404],
    [DomainErrorCode.FormNotFound, 404],
    [DomainErrorCode.ApiKeyNotFound, 404],
    [DomainErrorCode.InvalidApiKey, 401],
    [DomainErrorCode.SubdomainTaken, 409],
  ])('%s -> %i', (code, status) => {
    expect(statusOfDomainError(code)).toBe(status);
  });

  it('covers every code', () => {
    for (const code of Object.values(DomainErrorCode)) expect(statusOfDomainError(code)).toBeGreaterThanOrEqual(400);
  });
});

describe('errorReplyOf', () => {
  it('keeps the message of a domain error', () => {
    expect(errorReplyOf(DomainError.invalid('emails[1]', 'is not a valid email'))).toEqual({
      status: 422,
      error: 'emails[1] is not a valid email',
    });
    expect(errorReplyOf(DomainError.invalidApiKey())).toEqual({ status: 401, error: 'Could not authenticate, invalid API Key' });
    expect(errorReplyOf(DomainError.lastAdmin())).toEqual({ status: 422, error: 'Cannot remove the last admin of the workspace' });
  });

  it('keeps the status, message and headers of an HTTP-layer refusal', () => {
    expect(errorReplyOf(new HttpError(405, 'Method PUT is not allowed here', { Allow: 'GET' }))).toEqual({
      status: 405,
      error: 'Method PUT is not allowed here',
      headers: { Allow: 'GET' },
    });
  });

  it('answers 503 when the database cannot be reached, however the driver says it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorReplyOf(refused)).toEqual({ status: 503, error: 'Service unavailable' });
    expect(errorReplyOf(new AggregateError([refused], ''))).toEqual({ status: 503, error: 'Service unavailable' });
    expect(errorReplyOf(new Error('Connection terminated unexpectedly'))).toEqual({ status: 503, error: 'Service unavailable' });
    expect(errorReplyOf(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toMatchObject({ status: 503 });
  });

  it('replaces the messages of Nest and Express, which may echo the request, by the reason phrase', () => {
    expect(errorReplyOf(new NotFoundException('Cannot GET /secret?token=1'))).toEqual({ status: 404, error: 'Not found', unexpected: false });
    expect(errorReplyOf(new BadRequestException('Unexpected token } in JSON'))).toMatchObject({ status: 400, error: 'Bad request' });
    expect(errorReplyOf(Object.assign(new URIError('URI malformed /%E0'), { status: 400 }))).toEqual({ status: 400, error: 'Bad request' });
  });

  it('hides anything else behind a logged 500', () => {
    expect(errorReplyOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({
      status: 500,
      error: 'Internal server error',
      unexpected: true,
    });
    expect(errorReplyOf('a string')).toMatchObject({ status: 500, unexpected: true });
    expect(errorReplyOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toMatchObject({ status: 500 });
  });
});
