import { Controller, HttpCode, Options, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiParam, ApiProduces, ApiResponse, ApiSchema, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { FillForm } from '@forms/application';
import { type AnswerValue, DomainError } from '@forms/domain';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { ContentNegotiationGuard, MaxBodyBytes } from '../../request/content-negotiation.guard';
import { PUBLIC_BODY_BYTES } from '../../request/json-body';
import { ApiErrorResponse, JsonRequestBody, PublicOperation } from '../../openapi/openapi.decorators';
import { ErrorDto } from '../../shared/error.dto';
import { SubmissionEnvelopeDto } from '../../shared/submission.dto';
import { type SubmissionV2Representation, toSubmissionV2Representation } from '../../shared/submission.mapper';
import { fingerprintOf, idempotencyKeyOf } from '../../request/idempotency-key';
import { clientIp, userAgentOf } from '../../request/client-info';
import { ApiCorsPreflight, answerCorsPreflight, OpenToEveryOrigin, PublicWorkspaceGuard } from '../shared/open-intake';

@ApiSchema({ name: 'SubmissionRequest' })
class SubmissionRequestDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
    description: 'Answers by question slug: a string; a number for number and rating; a boolean for yes_no; option labels for multiple_choice',
    example: { name: 'Ada', plan: 'Pro', age: 36, newsletter: true, topics: ['Billing', 'API'] },
  })
  responses?: Record<string, AnswerValue>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "Values of the form's hidden fields, by name",
    example: { utm_source: 'newsletter' },
  })
  field_values?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description:
      'The form version the respondent was shown (the form\'s `version`): the answers are checked on it and the submission records it. ' +
      'Accepted when it is the current version or was replaced less than 24 hours ago; absent: the current version.',
    example: 3,
  })
  form_version?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shape of the body; what the answers mean is the form's to judge. */
function readSubmissionBody(body: unknown): { answers: Record<string, AnswerValue>; fieldValues: Record<string, string>; formVersion?: number } {
  const record = isRecord(body) ? body : {};
  for (const key of Object.keys(record)) {
    if (key !== 'responses' && key !== 'field_values' && key !== 'form_version') throw DomainError.invalid(key, 'is not allowed');
  }
  const formVersion = record['form_version'];
  if (formVersion !== undefined && !(Number.isSafeInteger(formVersion) && (formVersion as number) >= 1)) {
    throw DomainError.invalid('form_version', 'must be an integer of at least 1');
  }
  const responses = record['responses'] ?? {};
  const fieldValues = record['field_values'] ?? {};
  if (!isRecord(responses)) throw DomainError.invalid('responses', 'must be an object');
  if (!isRecord(fieldValues)) throw DomainError.invalid('field_values', 'must be an object');
  for (const [slug, answer] of Object.entries(responses)) {
    const fits =
      typeof answer === 'string' ||
      typeof answer === 'number' ||
      typeof answer === 'boolean' ||
      (Array.isArray(answer) && answer.every((item) => typeof item === 'string'));
    if (!fits) throw DomainError.invalid(`responses.${slug}`, 'must be a string, a number, a boolean or an array of strings');
  }
  for (const [name, value] of Object.entries(fieldValues)) {
    if (typeof value !== 'string') throw DomainError.invalid(`field_values.${name}`, 'must be a string');
  }
  return { answers: responses as Record<string, AnswerValue>, fieldValues: fieldValues as Record<string, string>, formVersion: formVersion as number | undefined };
}

/**
 * The JSON intake for embeds and scripts: the same use case as the fill page. Public (no API key), on
 * the workspace host, open to every origin.
 */
@ApiTags('public')
@Controller('forms')
export class SubmissionIntakeController {
  constructor(private readonly fillForm: FillForm) {}

  @Options(':form_id/submissions')
  @ApiCorsPreflight('submissionPreflight', 'CORS preflight of the JSON intake', 'the JSON intake')
  preflight(@Res() response: ServerResponse): void {
    answerCorsPreflight(response);
  }

  @Post(':form_id/submissions')
  @HttpCode(201)
  @UseGuards(OpenToEveryOrigin, PublicWorkspaceGuard, ContentNegotiationGuard)
  @MaxBodyBytes(PUBLIC_BODY_BYTES)
  @PublicOperation({
    operationId: 'createSubmission',
    summary: 'Submit answers to a published form (public: no API key)',
    description:
      'The same intake as the fill page at attempt_url. With an Idempotency-Key header the request is done at most once per form ' +
      'and key for 24 hours: a retry with the same body gets the first answer again. At most SUBMISSION_RATE_LIMIT submissions ' +
      'per client address per workspace per rolling minute. The body may be at most 65,536 bytes (413 beyond).',
  })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '1-255 printable ASCII characters', schema: { type: 'string' } })
  @ApiProduces('application/json')
  @ApiConsumes('application/json')
  @JsonRequestBody(SubmissionRequestDto)
  @ApiResponse({ status: 201, type: SubmissionEnvelopeDto, description: 'The stored submission' })
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  @ApiErrorResponse(406, 'The Accept header does not admit application/json', 'Accept must admit application/json, the only media type this API produces')
  @ApiErrorResponse(409, 'The first request with this Idempotency-Key is still running', 'A request with this Idempotency-Key is in progress')
  @ApiErrorResponse(
    422,
    'The form is not accepting responses, an answer does not fit its question, an unknown slug or hidden field, a bad Idempotency-Key',
    'Form is not accepting responses',
    'responses.contact_email is not a valid email',
    'responses.plan must be one of: Basic, Pro',
    'responses.name is required',
    'form_version must be the current version of the form or one replaced less than 24 hours ago',
    'form_version must be an integer of at least 1',
    'Idempotency-Key was already used with a different request',
    'Idempotency-Key must be 1-255 printable ASCII characters',
  )
  @ApiResponse({
    status: 429,
    description: 'Too many submissions from this address; Retry-After says in how many seconds (1-60)',
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1, maximum: 60 } } },
    type: ErrorDto,
    example: { error: 'Too many submissions, try again later' },
  })
  @ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error')
  @ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable')
  async submit(@Req() request: ApiRequest, @Param('form_id') formId: string): Promise<{ submission: SubmissionV2Representation }> {
    const idempotencyKey = idempotencyKeyOf(request);
    const { answers, fieldValues, formVersion } = readSubmissionBody(request.body);
    const { submission } = await this.fillForm.execute({
        via: 'json',
        workspaceId: request.publicWorkspace!.id,
        workspaceName: request.publicWorkspace!.name,
        formId,
        answers,
        fieldValues,
        formVersion,
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
        baseUrl: request.publicWorkspace!.publicOrigin,
        idempotency: idempotencyKey === undefined ? undefined : { key: idempotencyKey, fingerprint: fingerprintOf(request.body) },
    });
    // Shown to a stranger: its addresses start with the workspace's public origin, never a Host it chose.
    return { submission: toSubmissionV2Representation(submission, request.publicWorkspace!.publicOrigin) };
  }
}
