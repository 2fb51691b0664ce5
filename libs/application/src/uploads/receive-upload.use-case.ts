import {
  checkFileName,
  cleanContentType,
  cleanFileName,
  DomainError,
  emptyFile,
  Form,
  fileTooLarge,
  maxFileBytes,
  type Question,
  TooManySubmissions,
} from '@forms/domain';
import { clientKeyOf } from '../shared/client-key';
import { isUuid } from '../shared/identifiers';
import type { FormReadModel } from '../shared/ports/read-models.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { FileContentStore } from '../shared/ports/uploads.port';
import { secondsUntilFree, SUBMISSION_WINDOW_MS } from '../submissions/create-submission.use-case';

/** Bytes per stored chunk: large enough that a statement per chunk costs little, small enough to hold a few. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/** The form a file is uploaded to, as read before its body is. */
export interface UploadDestination {
  workspaceId: string;
  formId: string;
  questions: readonly Question[];
}

export interface ReceiveUploadCommand {
  destination: UploadDestination;
  /** The slug of the file question. */
  questionSlug: string;
  /** As the client named the file. */
  fileName: string;
  /** As the client declared it. */
  contentType: string | undefined;
  /** The bytes as they arrive; a slow client is read at its pace, a chunk at a time. */
  content: AsyncIterable<Uint8Array>;
  clientIp: string;
}

export interface UploadView {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export interface ReceiveUploadSettings {
  /** The per-address limit of the intake: each upload counts as one submission. 0 turns it off. */
  ratePerMinute: number;
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1 && parts[0].length === length) return parts[0];
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * A file for a file question, before the submission that answers with it: stored in chunks as it
 * arrives, refused (and dropped) as soon as it passes the question's size, when its extension is not
 * accepted, or when it is empty. Only a whole file can be used by a submission.
 */
export class ReceiveUpload {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly forms: FormReadModel,
    private readonly files: FileContentStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: ReceiveUploadSettings,
  ) {}

  /** The form, which must exist and accept responses, before any byte of the body is read. */
  async open(workspaceId: string, formId: string): Promise<UploadDestination> {
    const form = isUuid(formId) ? await this.forms.findById(workspaceId, formId) : null;
    if (!form) throw DomainError.formNotFound();
    if (!Form.acceptsResponses(form)) throw DomainError.formNotAcceptingResponses();
    return { workspaceId, formId: form.id, questions: form.questions };
  }

  /** The file question a slug names, or 422. */
  static fileQuestion(destination: UploadDestination, slug: string): Question {
    const question = destination.questions.find((candidate) => candidate.slug === slug);
    if (!question || question.kind !== 'file_upload') throw DomainError.invalid('question', 'must be the slug of a file question of this form');
    return question;
  }

  async execute(command: ReceiveUploadCommand): Promise<UploadView> {
    const { destination } = command;
    const question = ReceiveUpload.fileQuestion(destination, command.questionSlug);
    const name = cleanFileName(command.fileName);
    checkFileName(question, name);
    const contentType = cleanContentType(command.contentType);
    const id = this.ids.next();
    const workspaceId = destination.workspaceId;
    await this.unitOfWork.run(async ({ submissions, uploads }) => {
      const now = this.clock.now();
      const limit = this.settings.ratePerMinute;
      if (limit > 0) {
        const recent = await submissions.lockClientWindow(workspaceId, clientKeyOf(command.clientIp), new Date(now.getTime() - SUBMISSION_WINDOW_MS), limit);
        if (recent.length >= limit) throw new TooManySubmissions(secondsUntilFree(recent[limit - 1], now));
      }
      await uploads.insert({
        workspaceId,
        id,
        formId: destination.formId,
        questionId: question.id,
        name,
        contentType,
        clientIp: clientKeyOf(command.clientIp),
        createdAt: now,
      });
    });
    try {
      const size = await this.store(workspaceId, id, question, command.content);
      if (size === 0) throw emptyFile();
      await this.files.complete(workspaceId, id, size, this.clock.now());
      return { id, name, size, contentType };
    } catch (error) {
      // Refused or broken off: nothing of it stays (housekeeping would drop it a day later otherwise).
      await this.files.discard(workspaceId, id).catch(() => undefined);
      throw error;
    }
  }

  /** Drops a whole upload the request that brought it refused after all (something after the file was wrong). */
  async discard(workspaceId: string, uploadId: string): Promise<void> {
    await this.files.discard(workspaceId, uploadId);
  }

  /** Writes the bytes in chunks as they come; throws as soon as they pass the question's size. */
  private async store(workspaceId: string, id: string, question: Question, content: AsyncIterable<Uint8Array>): Promise<number> {
    const limit = maxFileBytes(question);
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let size = 0;
    let seq = 0;
    for await (const piece of content) {
      size += piece.length;
      if (size > limit) throw fileTooLarge(question);
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= UPLOAD_CHUNK_BYTES) {
        const joined = concat(pending, pendingBytes);
        await this.files.writeChunk(workspaceId, id, seq++, joined.subarray(0, UPLOAD_CHUNK_BYTES));
        // A copy of the rest, so that the joined buffer can go.
        const rest = joined.slice(UPLOAD_CHUNK_BYTES);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await this.files.writeChunk(workspaceId, id, seq, concat(pending, pendingBytes));
    return size;
  }
}
