import { type Page, type PartialResponseView, shownValue, uploadIdOf } from '@forms/application';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import type { SubmissionResponseRepresentation } from '../shared/submission.mapper';
import { formatTimestamp } from '../shared/timestamp';

export interface PartialResponseRepresentation {
  id: string;
  created_at: string;
  updated_at: string;
  last_page: number;
  responses: (SubmissionResponseRepresentation & { file_id?: string })[];
}

/** The answers as a submission shows them: file addresses start with the address this reader used; the console's also name the file. */
export function toPartialResponse(partial: PartialResponseView, baseUrl: string, forConsole: boolean): PartialResponseRepresentation {
  return {
    id: partial.id,
    created_at: formatTimestamp(partial.createdAt),
    updated_at: formatTimestamp(partial.updatedAt),
    last_page: partial.lastPage,
    responses: partial.responses.map((response) => {
      const shown = { id: response.id, label: response.label, position: response.position, kind: response.kind, slug: response.slug, value: shownValue(response, baseUrl) };
      const fileId = forConsole ? uploadIdOf(response) : null;
      return fileId === null ? shown : Object.assign(shown, { file_id: fileId });
    }),
  };
}

export function toPartialResponseList(
  page: Page<PartialResponseView>,
  baseUrl: string,
  forConsole: boolean,
): { partial_responses: PartialResponseRepresentation[]; pagination: PaginationRepresentation } {
  return { partial_responses: page.items.map((partial) => toPartialResponse(partial, baseUrl, forConsole)), pagination: toPaginationRepresentation(page) };
}
