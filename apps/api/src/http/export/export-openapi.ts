import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ApiErrorResponse } from '../openapi/openapi.decorators';
import { ErrorDto } from '../shared/error.dto';
import { XLSX_CONTENT_TYPE, XLSX_SHEET_NAME } from './table-writers';

export const TOO_MANY_EXPORTS = 'Too many exports running for this workspace, try again later';

const DESCRIPTION = [
  'Every submission of the form (or of the since/until range), with no pagination, as one CSV or XLSX file streamed',
  'as it is read: the first bytes leave at once.',
  'Columns: submission_id, form_version (the form version it answered), created_at, one per question the form has ever had (current questions in order under',
  'their current label, then removed questions in the order they were removed under their last label), one per',
  'hidden field, then browser, operating_system, device_type and ip_address; a cell is the stored answer, "" when',
  'there is none. The first row holds the column names.',
  'CSV: RFC 4180 (comma, CRLF, quoted fields), UTF-8 with a byte order mark; a cell starting with =, +, -, @, tab or',
  `CR gets a leading ' unless it is a plain decimal number. XLSX: one worksheet "${XLSX_SHEET_NAME}"; number and rating`,
  'answers are numeric cells, everything else text.',
  'Consistency: submissions are read in order, a page at a time as the client takes the file, not from one snapshot.',
  'A submission deleted while the export runs is in the file or not, depending on whether its page was already read;',
  'one received while it runs may or may not be in it. Each submission appears at most once, in order.',
  'Limits: at most 2 exports run at once per workspace, and a workspace gets a second one on a server only when',
  'another stays free there and no other workspace is waiting for one. A client that reads nothing for a minute',
  '(the service\'s EXPORT_STALL_TIMEOUT_MS) is cut off, and so is an export still running after 15 minutes',
  '(EXPORT_MAX_SECONDS): the connection then closes without the end of the file, so a cut file never looks whole.',
].join(' ');

/** The export's operation, parameters and answers, for both APIs. */
export function ApiSubmissionExport(operationId: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary: 'Export the submissions of a form as CSV or XLSX', description: DESCRIPTION }),
    ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } }),
    ApiQuery({ name: 'format', required: false, description: 'csv (default) or xlsx', schema: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' } }),
    ApiQuery({ name: 'since', required: false, description: 'Only submissions created at or after this instant', schema: { type: 'string', format: 'date-time', example: '2026-01-01T00:00:00Z' } }),
    ApiQuery({ name: 'until', required: false, description: 'Only submissions created before this instant', schema: { type: 'string', format: 'date-time', example: '2026-02-01T00:00:00Z' } }),
    ApiQuery({ name: 'order', required: false, description: 'oldest first (default) or newest first', schema: { type: 'string', enum: ['oldest', 'newest'], default: 'oldest' } }),
    ApiResponse({
      status: 200,
      description: 'The file, streamed',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="<title as a-z0-9->-submissions-<YYYY-MM-DD>.csv" (or .xlsx) and filename*=UTF-8\'\'<the title in UTF-8>...',
          schema: { type: 'string', example: 'attachment; filename="survey-submissions-2026-03-14.csv"; filename*=UTF-8\'\'Survey-submissions-2026-03-14.csv' },
        },
      },
      content: {
        'text/csv': { schema: { type: 'string', example: '\uFEFFsubmission_id,form_version,created_at,Name\r\n3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e,1,2026-03-14T09:26:53Z,Ada\r\n' } },
        [XLSX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } },
      },
    }),
    ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found'),
    ApiErrorResponse(
      422,
      'A malformed parameter, or since later than until',
      'format must be one of: csv, xlsx',
      'order must be one of: oldest, newest',
      'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
      'since must not be later than until',
    ),
    ApiResponse({
      status: 429,
      description:
        'The workspace already runs 2 exports, or already runs one while another workspace needs the place, or the service runs as many as it has connections set aside for (or the caller has used its quota); Retry-After says when to try again',
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
      type: ErrorDto,
      example: { error: TOO_MANY_EXPORTS },
    }),
  );
}
