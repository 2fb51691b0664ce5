import { Controller, HttpCode, Options, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiProduces, ApiProperty, ApiResponse, ApiSchema, ApiTags } from '@nestjs/swagger';
import { ReceiveUpload, type UploadDestination, type UploadView } from '@forms/application';
import { MAX_FILE_SIZE_MB, maxFileBytes, BYTES_PER_MB } from '@forms/domain';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { requestShapeError } from '../../errors/domain-fields';
import { HttpError } from '../../errors/http-error';
import { ApiErrorResponse, PublicOperation } from '../../openapi/openapi.decorators';
import { clientIp } from '../../request/client-info';
import { acceptsJson } from '../../request/media-type';
import { declaredBodyLength, readMultipart, stopReading } from '../../request/multipart-form';
import { ErrorDto } from '../../shared/error.dto';
import { ApiCorsPreflight, answerCorsPreflight, OpenToEveryOrigin, PublicWorkspaceGuard } from '../shared/open-intake';

/** Room for the multipart framing and the `question` field around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

@ApiSchema({ name: 'Upload', description: 'A file uploaded for a file question, not yet used by a submission.' })
export class UploadDto {
  @ApiProperty({ type: 'string', format: 'uuid', description: "The answer to the file question in the submission's responses" })
  id!: string;

  @ApiProperty({ type: 'string', description: 'The file name as sent (its last path segment, at most 255 characters)', example: 'cv.pdf' })
  name!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Bytes', example: 48213 })
  size!: number;

  @ApiProperty({ type: 'string', description: 'The media type the client declared (application/octet-stream when none)', example: 'application/pdf' })
  content_type!: string;
}

@ApiSchema({ name: 'UploadEnvelope' })
export class UploadEnvelopeDto {
  @ApiProperty({ type: UploadDto })
  upload!: UploadDto;
}

export interface UploadRepresentation {
  id: string;
  name: string;
  size: number;
  content_type: string;
}

export function toUploadRepresentation(upload: UploadView): UploadRepresentation {
  return { id: upload.id, name: upload.name, size: upload.size, content_type: upload.contentType };
}

/** The most bytes any file question of the form takes: no upload body to it needs more (plus the framing). */
function largestFileBytes(destination: UploadDestination): number {
  const sizes = destination.questions.filter((question) => question.kind === 'file_upload').map((question) => maxFileBytes(question));
  return sizes.length === 0 ? 0 : Math.max(...sizes);
}

/**
 * Uploads for JSON integrations: the file first (`multipart/form-data`: the field `question`, then the
 * part `file`), then the submission answering that question with the upload's id. Public like the JSON
 * intake, open to every origin, and limited per address like it (each upload counts as a submission);
 * its bytes count against the workspace's and the client's upload quotas before they are stored.
 */
@ApiTags('public')
@Controller('forms')
export class UploadIntakeController {
  constructor(private readonly receiveUpload: ReceiveUpload) {}

  @Options(':form_id/uploads')
  @ApiCorsPreflight('uploadPreflight', 'CORS preflight of the upload endpoint', 'the upload endpoint')
  preflight(@Res() response: ServerResponse): void {
    answerCorsPreflight(response);
  }

  @Post(':form_id/uploads')
  @HttpCode(201)
  @UseGuards(OpenToEveryOrigin, PublicWorkspaceGuard)
  @PublicOperation({
    operationId: 'createUpload',
    summary: 'Upload a file for a file question of a published form (public: no API key)',
    description:
      'multipart/form-data with a field `question` (the slug of a file question) followed by one part `file`. The answer is the ' +
      "upload; a submission to the JSON intake then answers that question with the upload's id. An upload serves one submission of " +
      'the same form and question; one not used within a few hours (2 by default) is deleted. The file must be at most the question\'s max_size_mb ' +
      `(413 beyond, and the rest of the body is not read; no body above ${MAX_FILE_SIZE_MB} MB is ever read) and have one of its ` +
      'accepted_types when it lists some. Each upload counts as one submission for the per-address limit, and its bytes against ' +
      "the workspace's quota of unused uploads and the client's hourly quota of uploaded bytes (429 beyond either).",
  })
  @ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } })
  @ApiProduces('application/json')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['question', 'file'],
      properties: {
        question: { type: 'string', description: 'The slug of a file question of the form; sent before file', example: 'cv' },
        file: { type: 'string', format: 'binary', description: 'The file, with its name in the part\'s Content-Disposition' },
      },
    },
  })
  @ApiResponse({ status: 201, type: UploadEnvelopeDto, description: 'The stored upload', example: { upload: { id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', name: 'cv.pdf', size: 48213, content_type: 'application/pdf' } } })
  @ApiErrorResponse(400, 'The body is not valid multipart/form-data', 'The multipart body could not be read')
  @ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found')
  @ApiErrorResponse(406, 'The Accept header does not admit application/json', 'Accept must admit application/json, the only media type this API produces')
  @ApiErrorResponse(413, "The file is larger than its question's max_size_mb", 'file must be at most 10 MB')
  @ApiErrorResponse(415, 'The body is not multipart/form-data', 'Content-Type must be multipart/form-data')
  @ApiErrorResponse(
    422,
    'The form is not accepting responses, the question is not a file question of the form, the file is empty or of an extension the question does not accept',
    'Form is not accepting responses',
    'question must be the slug of a file question of this form',
    'question must come before file',
    'file is required',
    'file must not be empty',
    'file must be one of: .pdf, .png',
  )
  @ApiResponse({
    status: 429,
    description:
      'Too many submissions and uploads from this address in the last minute; or the file would take the workspace past the bytes it may ' +
      'hold in uploads no submission uses yet, or this client (its address; IPv6: its /64) past the bytes it may upload in an hour. ' +
      'Checked on the declared Content-Length before anything is stored, then on the bytes as they arrive: nothing of a refused file is ' +
      'kept, and the rest of the body is not read. Retry-After says in how many seconds to try again.',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
    type: ErrorDto,
    examples: {
      'Too many submissions, try again later': { summary: 'Too many submissions, try again later', value: { error: 'Too many submissions, try again later' } },
      'Too many uploads, try again later': { summary: 'Too many uploads, try again later', value: { error: 'Too many uploads, try again later' } },
    },
  })
  @ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error')
  @ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable')
  async upload(
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) response: ServerResponse,
    @Param('form_id') formId: string,
  ): Promise<{ upload: UploadRepresentation }> {
    try {
      if (!acceptsJson(request.headers.accept)) {
        throw new HttpError(406, 'Accept must admit application/json, the only media type this API produces');
      }
      const destination = await this.receiveUpload.open(request.publicWorkspace!.id, formId);
      const upload = await this.read(request, destination);
      return { upload: toUploadRepresentation(upload) };
    } catch (error) {
      // Refused before the body was all read: the rest is never read (the connection closes after the answer).
      if (!request.complete) stopReading(request, response);
      throw error;
    }
  }

  private async read(request: ApiRequest, destination: UploadDestination): Promise<UploadView> {
    const largest = largestFileBytes(destination);
    if (largest === 0) throw requestShapeError('question', 'must be the slug of a file question of this form');
    let slug: string | undefined;
    let upload: UploadView | undefined;
    const parts = readMultipart(request, {
      maxBodyBytes: largest + MULTIPART_OVERHEAD_BYTES,
      tooLargeMessage: `file must be at most ${largest / BYTES_PER_MB} MB`,
      maxFields: 4,
      maxFieldBytes: 1024,
      maxFiles: 1,
    });
    try {
      for await (const part of parts) {
        if (part.kind === 'field') {
          if (part.name !== 'question') throw requestShapeError(part.name, 'is not allowed');
          if (slug !== undefined) throw requestShapeError('question', 'must be given once');
          slug = part.value;
          continue;
        }
        if (part.name !== 'file') throw requestShapeError(part.name, 'is not allowed');
        if (slug === undefined) throw requestShapeError('question', 'must come before file');
        upload = await this.receiveUpload.execute({
          destination,
          questionSlug: slug,
          fileName: part.fileName,
          contentType: part.contentType,
          content: part.content,
          clientIp: clientIp(request),
          declaredBytes: declaredBodyLength(request),
        });
      }
    } catch (error) {
      // The file arrived whole, but the rest of the request is refused: it goes too.
      if (upload) await this.receiveUpload.discard(destination.workspaceId, upload.id);
      throw error;
    }
    if (slug === undefined) throw requestShapeError('question', 'is required');
    if (!upload) throw requestShapeError('file', 'is required');
    return upload;
  }
}
