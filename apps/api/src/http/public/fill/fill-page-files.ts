import type { FormPage, ReceiveUpload } from '@forms/application';
import { BYTES_PER_MB, DomainError, DomainErrorCode, MAX_FILE_SIZE_MB, MAX_QUESTIONS, maxFileBytes } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../errors/http-error';
import { PUBLIC_BODY_BYTES } from '../../request/json-body';
import { declaredBodyLength, isMultipart, type MultipartLimits, readMultipart, stopReading } from '../../request/multipart-form';

/** A file the page already received: its upload id travels back in a hidden input, its name for display. */
export interface ReceivedFile {
  id: string;
  name: string;
}

/** The hidden input that carries a received file's name back with the page (no slug starts with `_`). */
export function fileNameField(slug: string): string {
  return `_filename.${slug}`;
}

/**
 * How a post names the version of the form its page showed, and the page of that version (the live
 * one when the respondent may not finish on it: the post is then refused whole, after it is read).
 */
export interface VersionedPost {
  field: string;
  pageOn(carried: string): Promise<FormPage>;
}

function fileQuestionsOf(page: FormPage) {
  return new Map(page.form.questions.filter((question) => question.kind === 'file_upload').map((question) => [question.slug, question]));
}

/**
 * What a post may carry besides its fields: the files of `fileQuestions` together, at most 25 MB; null
 * while the version it answers is not known yet (a form with earlier versions), the most any page may
 * send, narrowed as soon as the post names its version.
 */
function bodyLimits(fileQuestions: ReturnType<typeof fileQuestionsOf> | null): Pick<MultipartLimits, 'maxBodyBytes' | 'tooLargeMessage' | 'maxFiles'> {
  const fileBytes =
    fileQuestions === null
      ? MAX_FILE_SIZE_MB * BYTES_PER_MB
      : Math.min(MAX_FILE_SIZE_MB * BYTES_PER_MB, [...fileQuestions.values()].reduce((sum, question) => sum + maxFileBytes(question), 0));
  return {
    maxBodyBytes: fileBytes + PUBLIC_BODY_BYTES,
    tooLargeMessage: `Request body must not exceed ${fileBytes + PUBLIC_BODY_BYTES} bytes: files must be at most ${fileBytes / BYTES_PER_MB} MB together`,
    maxFiles: fileQuestions === null ? MAX_QUESTIONS : Math.max(1, fileQuestions.size),
  };
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The files of a fill page post. A page with a file question posts `multipart/form-data`; each chosen file
 * is stored as an upload while the body is read (straight from the request into chunks), and the answer
 * to its question becomes the upload's id, exactly what a JSON integration sends after its own upload.
 *
 * When the page comes back (a problem with some answer, or on a form of several pages, the next page),
 * each received file travels on as its upload id in a hidden input named by the slug, with its name in
 * another: the person never sends the same file twice, and choosing another file replaces it. The upload
 * is used by the submission only when the last page is sent; an upload left behind is deleted after
 * UPLOAD_PENDING_HOURS. Files count against the same upload quotas as the uploads route.
 */
export class FillPageFiles {
  private constructor(
    /** Files received by slug, this post's and those carried from earlier ones. */
    readonly received: ReadonlyMap<string, ReceivedFile>,
    /** Files refused by slug, with what the page shows next to their question. */
    readonly problems: ReadonlyMap<string, string>,
    /** A refusal of the whole post met while storing a file (the per-address limit, an upload quota). */
    private readonly refusal: Error | null,
  ) {}

  static none(): FillPageFiles {
    return new FillPageFiles(new Map(), new Map(), null);
  }

  /**
   * The post's fields (what `readFormBody` gives for a page without files) and its files. Bodies are
   * limited to the form's file sizes (at most 25 MB) plus what a page without files may send; beyond, 413
   * and no more is read. A form that does not accept responses has nothing read: the submission refuses.
   */
  static async read(
    request: IncomingMessage,
    response: ServerResponse,
    live: FormPage,
    receiveUpload: Pick<ReceiveUpload, 'execute'>,
    clientIp: string,
    versions?: VersionedPost,
  ): Promise<{ body: URLSearchParams; files: FillPageFiles }> {
    const fields = new URLSearchParams();
    const received = new Map<string, ReceivedFile>();
    const problems = new Map<string, string>();
    if (!live.acceptsResponses) {
      stopReading(request, response);
      return { body: fields, files: FillPageFiles.none() };
    }
    // The page the files answer: the live form's, unless the post names the version it was shown on (the
    // page's first input), whose file questions, types and sizes then count.
    let page = live;
    let fileQuestions = fileQuestionsOf(page);
    let settled = versions === undefined || live.form.version === undefined || live.form.version <= 1;
    const limits: MultipartLimits = Object.assign(bodyLimits(settled ? fileQuestions : null), { maxFields: 1000, maxFieldBytes: PUBLIC_BODY_BYTES });
    const declared = declaredBodyLength(request);
    /** From here on the files answer `next`: the body may carry no more than its files allow. */
    const settle = (next: FormPage): void => {
      settled = true;
      page = next;
      fileQuestions = fileQuestionsOf(page);
      Object.assign(limits, bodyLimits(fileQuestions));
      if (declared !== undefined && declared > limits.maxBodyBytes) throw new HttpError(413, limits.tooLargeMessage);
    };
    const names = new Map<string, string>();
    let fieldBytes = 0;
    let refusal: Error | null = null;
    let receivedBytes = 0;
    let files = 0;
    try {
      const parts = readMultipart(request, limits);
      for await (const part of parts) {
        if (part.kind === 'field') {
          fieldBytes += part.value.length;
          if (fieldBytes > PUBLIC_BODY_BYTES) throw new HttpError(413, `Request body must not exceed ${PUBLIC_BODY_BYTES} bytes of answers besides files`);
          if (part.name.startsWith('_filename.')) names.set(part.name.slice('_filename.'.length), part.value);
          else fields.append(part.name, part.value);
          if (!settled && part.name === versions?.field) settle(await versions.pageOn(part.value));
          continue;
        }
        // A post that named no version before its first file is on the live one.
        if (!settled) settle(live);
        files += 1;
        if (files > limits.maxFiles) throw new HttpError(422, `body must have at most ${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'}`);
        const destination = { workspaceId: page.workspaceId, formId: page.form.id, questions: page.form.questions };
        const question = fileQuestions.get(part.name);
        // An input left empty sends a part without a file name; a part no file question asked for is ignored.
        if (!question || part.fileName === '' || refusal !== null) continue;
        try {
          const upload = await receiveUpload.execute({
            destination,
            questionSlug: question.slug,
            fileName: part.fileName,
            contentType: part.contentType,
            content: part.content,
            clientIp,
            // What the post declares, less the files already taken from it: no later file can be larger.
            declaredBytes: declared === undefined ? undefined : Math.max(1, declared - receivedBytes),
          });
          receivedBytes += upload.size;
          received.set(question.slug, { id: upload.id, name: upload.name });
          problems.delete(question.slug);
        } catch (error) {
          const problem = problemOf(error);
          if (problem === null) {
            if (!(error instanceof DomainError)) throw error;
            // Refused as a whole (too many submissions from this address, or past an upload quota, so
            // nothing more of the body is stored): said once the body is read.
            refusal = error;
            continue;
          }
          received.delete(question.slug);
          problems.set(question.slug, problem);
        }
      }
    } catch (error) {
      if (!request.complete) stopReading(request, response);
      throw error;
    }
    if (!settled) settle(live);
    // A file received by an earlier post of the page: its id came back in the hidden input.
    for (const slug of fileQuestions.keys()) {
      if (received.has(slug) || problems.has(slug)) continue;
      const carried = fields.get(slug) ?? '';
      if (UPLOAD_ID.test(carried)) received.set(slug, { id: carried, name: names.get(slug) ?? 'file' });
    }
    for (const [slug, file] of received) fields.set(slug, file.id);
    for (const slug of problems.keys()) fields.delete(slug);
    return { body: fields, files: new FillPageFiles(received, problems, refusal) };
  }

  /**
   * A refusal of the whole post met while storing a file (too many from this address, an upload quota),
   * thrown as it is, before any answer is looked at. Files refused one by one are `problems`, which the
   * fill's walk shows with the answers' own.
   */
  checkRefusal(): void {
    if (this.refusal) throw this.refusal;
  }
}

/** What the page says under a refused file ("This answer ..."); null for a refusal of the whole post. */
function problemOf(error: unknown): string | null {
  if (!(error instanceof DomainError) || !error.field) return null;
  if (error.code === DomainErrorCode.FileTooLarge) return `must be a file of at most ${error.field.problem.replace(/^must be at most /, '')}`;
  if (error.code !== DomainErrorCode.ValidationFailed || error.field.name !== 'file') return null;
  return error.field.problem === 'must not be empty' ? 'must not be an empty file' : `must be a file ending in one of: ${error.field.problem.replace(/^must be one of: /, '')}`;
}

export { isMultipart };
