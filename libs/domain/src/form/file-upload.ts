import { DomainError, DomainErrorCode } from '../errors';
import type { Question, QuestionInput } from './question';

/** A megabyte as people count file sizes here: 1,048,576 bytes. */
export const BYTES_PER_MB = 1_048_576;
/** No file question may take more: a request body never carries more than this of one file. */
export const MAX_FILE_SIZE_MB = 25;
export const DEFAULT_FILE_SIZE_MB = 10;
export const MAX_ACCEPTED_TYPES = 20;
/** A lower-case file extension with its dot: `.pdf`, `.tar.gz` is not one (the last one, `.gz`, is). */
const EXTENSION = /^\.[a-z0-9]{1,15}$/;
/** What a file name may be at most, in characters; longer names are cut when stored. */
export const MAX_FILE_NAME_LENGTH = 255;

/** The file settings of a question as they are stored: present on file questions only. */
export type FileSettings = Pick<Question, 'maxSizeMb' | 'acceptedTypes'>;

/**
 * `maxSizeMb` (1-25, default 10) and `acceptedTypes` (0-20 distinct lower-case extensions) of a file
 * question; on any other kind they are refused, and nothing is added to the question.
 */
export function checkFileSettings(path: string, kind: string, input: Pick<QuestionInput, 'maxSizeMb' | 'acceptedTypes'>): FileSettings {
  if (kind !== 'file_upload') {
    if (input.maxSizeMb !== undefined && input.maxSizeMb !== null) throw DomainError.invalid(`${path}.maxSizeMb`, 'is only allowed for file_upload');
    if (input.acceptedTypes !== undefined && input.acceptedTypes !== null && input.acceptedTypes.length > 0) {
      throw DomainError.invalid(`${path}.acceptedTypes`, 'is only allowed for file_upload');
    }
    return {};
  }
  const maxSizeMb = input.maxSizeMb ?? DEFAULT_FILE_SIZE_MB;
  if (!Number.isInteger(maxSizeMb) || maxSizeMb < 1 || maxSizeMb > MAX_FILE_SIZE_MB) {
    throw DomainError.invalid(`${path}.maxSizeMb`, `must be an integer from 1 to ${MAX_FILE_SIZE_MB}`);
  }
  const types = input.acceptedTypes ?? [];
  if (types.length > MAX_ACCEPTED_TYPES) throw DomainError.invalid(`${path}.acceptedTypes`, `must have at most ${MAX_ACCEPTED_TYPES} entries`);
  const seen = new Set<string>();
  types.forEach((type, index) => {
    if (!EXTENSION.test(type)) {
      throw DomainError.invalid(`${path}.acceptedTypes[${index}]`, 'must be a lower-case file extension such as .pdf');
    }
    if (seen.has(type)) throw DomainError.invalid(`${path}.acceptedTypes[${index}]`, 'is a duplicate');
    seen.add(type);
  });
  return { maxSizeMb, acceptedTypes: [...types] };
}

export function sameFileSettings(a: FileSettings, b: FileSettings): boolean {
  const typesA = a.acceptedTypes ?? [];
  const typesB = b.acceptedTypes ?? [];
  return a.maxSizeMb === b.maxSizeMb && typesA.length === typesB.length && typesA.every((type, index) => type === typesB[index]);
}

/** The most bytes a file question takes. */
export function maxFileBytes(question: FileSettings): number {
  return (question.maxSizeMb ?? DEFAULT_FILE_SIZE_MB) * BYTES_PER_MB;
}

/** The refusal of a file larger than its question takes (413). */
export function fileTooLarge(question: FileSettings): DomainError {
  const problem = `must be at most ${question.maxSizeMb ?? DEFAULT_FILE_SIZE_MB} MB`;
  return new DomainError(DomainErrorCode.FileTooLarge, `file ${problem}`, { name: 'file', problem });
}

/** The extension of a file name as the accepted types are written (lower case, with its dot), or "". */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * Characters that change the direction text is shown in (embeddings, overrides, isolates and the marks):
 * in a file name they make `cv\u202Efdp.exe` read as `cvexe.pdf` wherever the name is shown, so that a
 * program passes for a document. No real file name needs them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as it is kept: the last path segment (some browsers send the whole local path), without
 * control characters or direction controls, trimmed and cut to 255 characters; "file" when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const name = [...base.replace(/[\u0000-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, '').trim()].slice(0, MAX_FILE_NAME_LENGTH).join('');
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

/** Refuses a file the question does not take by its name: an extension outside `acceptedTypes`. */
export function checkFileName(question: FileSettings, fileName: string): void {
  const accepted = question.acceptedTypes ?? [];
  if (accepted.length === 0) return;
  if (!accepted.includes(extensionOf(fileName))) throw DomainError.invalid('file', `must be one of: ${accepted.join(', ')}`);
}

/** Refuses an empty file: there is nothing to keep. */
export function emptyFile(): DomainError {
  return DomainError.invalid('file', 'must not be empty');
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The media type a client declared for a file, as kept: `type/subtype` in lower case, parameters dropped. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0].trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : 'application/octet-stream';
}
