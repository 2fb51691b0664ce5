import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pathOf } from '../request/request-target';

const V2_PREFIX = '/api/external/v2/';
const CONSOLE_PREFIX = '/api/console/';

function startsWith(url: string, prefix: string): boolean {
  return url.length > prefix.length && url.slice(0, prefix.length).toLowerCase() === prefix;
}

/**
 * A strong validator of the exact bytes a response carries: any change to what the response shows
 * changes it. SHA-1 is plenty for telling two bodies apart (this is no security boundary) and costs a
 * few microseconds for a page of JSON.
 */
export function entityTagOf(body: string): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** Every v2 and console read carries an ETag and honours If-None-Match; v1 is left as it was. */
export function isConditionalRead(request: IncomingMessage | undefined): request is IncomingMessage {
  if (!request || request.method !== 'GET') return false;
  const path = pathOf(request);
  return startsWith(path, V2_PREFIX) || startsWith(path, CONSOLE_PREFIX);
}

// RFC 9110: `*`, or a comma-separated list of entity-tags, each `"opaque"` or `W/"opaque"`.
const ENTITY_TAG = String.raw`(?:W/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const TAG_LIST = new RegExp(String.raw`^[ \t]*${ENTITY_TAG}(?:[ \t]*,[ \t]*${ENTITY_TAG})*[ \t]*$`);
const TAGS = new RegExp(ENTITY_TAG, 'g');

/**
 * Whether If-None-Match names the current representation (weak comparison, as the standard asks for
 * this header). A malformed header matches nothing: the client simply gets the full answer.
 */
export function ifNoneMatchMatches(header: string | string[] | undefined, entityTag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value.trim() === '*') return true;
  if (!TAG_LIST.test(value)) return false;
  return (value.match(TAGS) ?? []).some((tag) => (tag.startsWith('W/') ? tag.slice(2) : tag) === entityTag);
}

/**
 * Whether If-Match names the current representation. The standard asks for the strong comparison here:
 * a weak tag never matches. `*` matches any current representation; a malformed header matches nothing,
 * so the change is refused rather than applied blindly.
 */
export function ifMatchMatches(header: string | string[] | undefined, entityTag: string): boolean {
  if (header === undefined) return true;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value.trim() === '*') return true;
  if (!TAG_LIST.test(value)) return false;
  return (value.match(TAGS) ?? []).some((tag) => tag === entityTag);
}

/**
 * A form's ETag, told from its revision (which every write of the stored form raises) without rendering
 * it: the revision, then a digest of the workspace, the form, the revision and the address its links
 * start with (`attempt_url` shows it). Whatever a form's GET shows comes from its row or that address,
 * so this tag changes whenever the representation does.
 */
export function formEntityTag(workspaceId: string, formId: string, revision: number, baseUrl: string): string {
  const digest = hash('sha1', `${workspaceId}/${formId}/${revision}/${baseUrl}`, 'base64url');
  return `"${revision}.${digest}"`;
}

const REVISION_TAG = /^"(\d{1,15})\.[A-Za-z0-9_-]+"$/;

/**
 * The revisions an If-Match names, for the write to compare with the locked row: `any` for `*`,
 * undefined without the header. Only this form's own tags count (strong comparison: a weak tag names
 * nothing); a malformed header names nothing, so the change is refused rather than applied blindly.
 */
export function revisionsNamedBy(
  header: string | string[] | undefined,
  tagOf: (revision: number) => string,
): readonly number[] | 'any' | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value.trim() === '*') return 'any';
  if (!TAG_LIST.test(value)) return [];
  const revisions: number[] = [];
  for (const tag of value.match(TAGS) ?? []) {
    const revision = REVISION_TAG.exec(tag)?.[1];
    if (revision !== undefined && tagOf(Number(revision)) === tag) revisions.push(Number(revision));
  }
  return revisions;
}

/**
 * A form draft's ETag, told from the save it names: its revision (counting the draft's saves), then a
 * digest of the workspace, the form, that revision and when that save was made. A draft started after
 * another was discarded or published counts from 1 again: the time tells their saves apart, so a tag of
 * the gone draft names nothing of the new one. It never equals a form's tag (another digest), so an
 * If-Match meant for the form cannot pass for the draft's.
 */
export function draftEntityTag(workspaceId: string, formId: string, save: { revision: number; updatedAt: Date }): string {
  const digest = hash('sha1', `draft/${workspaceId}/${formId}/${save.revision}/${save.updatedAt.getTime()}`, 'base64url');
  return `"${save.revision}.${digest}"`;
}

/**
 * The saves of a draft an If-Match names, for the write to compare with the locked draft: `any` for `*`,
 * undefined without the header, else whether a save is one of its tags (strong comparison; a malformed
 * header names nothing, so the change is refused rather than applied blindly).
 */
export function draftSavesNamedBy(
  header: string | string[] | undefined,
  workspaceId: string,
  formId: string,
): ((save: { revision: number; updatedAt: Date }) => boolean) | 'any' | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value.trim() === '*') return 'any';
  const tags = TAG_LIST.test(value) ? new Set(value.match(TAGS) ?? []) : new Set<string>();
  return (save) => tags.has(draftEntityTag(workspaceId, formId, save));
}
