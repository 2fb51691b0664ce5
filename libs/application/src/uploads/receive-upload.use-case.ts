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
  TooManyUploads,
} from '@forms/domain';
import { clientKeyOf } from '../shared/client-key';
import { isUuid } from '../shared/identifiers';
import type { FormReadModel } from '../shared/ports/read-models.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { FileContentStore, UploadRepository } from '../shared/ports/uploads.port';
import { assertUnderClientLimit } from '../submissions/client-window';
import { CLIENT_WINDOW_MS, clientWindowStart, roomFor, secondsUntilRoom, type UploadQuotas, type UploadUsage } from './upload-quota';

/** Bytes per stored chunk: large enough that a statement per chunk costs little, small enough to hold a few. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/** A body of unknown length reserves room in steps of this many bytes, so that its chunks seldom wait on the lock. */
export const UPLOAD_RESERVATION_STEP_BYTES = 4 * UPLOAD_CHUNK_BYTES;

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
  /** The most bytes the request declared it carries for this file (its Content-Length), when it did. */
  declaredBytes?: number;
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
  /** What unused uploads a workspace and a client may store. */
  quotas: UploadQuotas;
}

/** What one upload has counted against the quotas so far. */
interface Reservation {
  /** On the upload's row, against the workspace's unused uploads. */
  reserved: number;
  /** Against the client, by hour window (start in ms), in the order reserved. */
  client: Map<number, number>;
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
 * accepted, or when it is empty. Only a whole file can be used by a submission. Every chunk is written
 * only once room for it is reserved under the workspace's and the client's upload quotas.
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
    // Every per-client count uses the public budget's key: the address, or for IPv6 its /64.
    const clientKey = clientKeyOf(command.clientIp);
    const maxBytes = maxFileBytes(question);
    const reservation: Reservation = { reserved: 0, client: new Map() };
    // The declared length is checked before anything is stored; without one, a first step's worth.
    const declared = command.declaredBytes !== undefined ? Math.max(1, Math.min(command.declaredBytes, maxBytes)) : undefined;
    await this.unitOfWork.run(async ({ submissions, uploads }) => {
      const now = this.clock.now();
      // Each upload counts as one submission under the intake's per-client limit.
      await assertUnderClientLimit(submissions, workspaceId, clientKey, now, this.settings.ratePerMinute);
      const granted = await this.take(uploads, workspaceId, clientKey, reservation, now, declared ?? Math.min(UPLOAD_RESERVATION_STEP_BYTES, maxBytes), declared ?? 1);
      await uploads.insert({
        workspaceId,
        id,
        formId: destination.formId,
        questionId: question.id,
        name,
        contentType,
        clientIp: clientKey,
        createdAt: now,
        reservedBytes: granted,
      });
    });
    const progress = { written: 0 };
    try {
      const size = await this.store(workspaceId, id, question, command.content, progress, (total) =>
        this.extend(workspaceId, id, clientKey, reservation, total, maxBytes),
      );
      if (size === 0) throw emptyFile();
      await this.files.complete(workspaceId, id, size, this.clock.now());
      return { id, name, size, contentType };
    } catch (error) {
      // Refused or broken off: nothing of it stays (housekeeping would drop it later otherwise).
      await this.files.discard(workspaceId, id).catch(() => undefined);
      throw error;
    } finally {
      // The client keeps counting what was stored, and only that; the workspace's count went with the row
      // (or is the file's size now).
      await this.releaseUnstored(workspaceId, clientKey, reservation, progress.written).catch(() => undefined);
    }
  }

  /**
   * Reserves up to `wanted` bytes (at least `needed`, or the upload is refused) against both quotas,
   * under the workspace's lock: however many replicas receive files at once, their reservations never
   * pass a quota together. Returns the bytes reserved; the caller writes them on the upload's row.
   */
  private async take(
    uploads: UploadRepository,
    workspaceId: string,
    clientKey: string,
    reservation: Reservation,
    now: Date,
    wanted: number,
    needed: number,
  ): Promise<number> {
    const { quotas } = this.settings;
    if (quotas.pendingBytes === 0 && quotas.clientBytesPerHour === 0) return 0;
    const window = clientWindowStart(now);
    const record = await uploads.lockUsage(workspaceId, clientKey, new Date(window.getTime() - CLIENT_WINDOW_MS));
    const usage: UploadUsage = {
      pendingBytes: record.pendingBytes,
      oldestPendingAt: record.oldestPendingAt,
      clientCurrentBytes: record.clientWindows.find((entry) => entry.start.getTime() === window.getTime())?.bytes ?? 0,
      clientPreviousBytes: record.clientWindows.find((entry) => entry.start.getTime() === window.getTime() - CLIENT_WINDOW_MS)?.bytes ?? 0,
    };
    const granted = Math.min(wanted, roomFor(quotas, usage, now));
    if (granted < needed) throw new TooManyUploads(secondsUntilRoom(quotas, usage, now, needed));
    if (quotas.clientBytesPerHour > 0) {
      await uploads.addClientBytes(workspaceId, clientKey, window, granted);
      reservation.client.set(window.getTime(), (reservation.client.get(window.getTime()) ?? 0) + granted);
    }
    reservation.reserved += granted;
    return granted;
  }

  /** Before `total` bytes are stored: more room when the reservation falls short, in steps, or 429. */
  private async extend(workspaceId: string, id: string, clientKey: string, reservation: Reservation, total: number, maxBytes: number): Promise<void> {
    const { quotas } = this.settings;
    if (quotas.pendingBytes === 0 && quotas.clientBytesPerHour === 0) return;
    if (total <= reservation.reserved) return;
    const needed = total - reservation.reserved;
    const wanted = Math.max(needed, Math.min(UPLOAD_RESERVATION_STEP_BYTES, maxBytes - reservation.reserved));
    await this.unitOfWork.run(async ({ uploads }) => {
      const granted = await this.take(uploads, workspaceId, clientKey, reservation, this.clock.now(), wanted, needed);
      await uploads.reserve(workspaceId, id, granted);
    });
  }

  /** Gives back to the client what was reserved for it beyond the bytes stored, newest windows first. */
  private async releaseUnstored(workspaceId: string, clientKey: string, reservation: Reservation, stored: number): Promise<void> {
    let excess = [...reservation.client.values()].reduce((sum, bytes) => sum + bytes, 0) - stored;
    for (const [start, bytes] of [...reservation.client].reverse()) {
      if (excess <= 0) break;
      const back = Math.min(bytes, excess);
      await this.files.releaseClientBytes(workspaceId, clientKey, new Date(start), back);
      excess -= back;
    }
  }

  /** Drops a whole upload the request that brought it refused after all (something after the file was wrong). */
  async discard(workspaceId: string, uploadId: string): Promise<void> {
    await this.files.discard(workspaceId, uploadId);
  }

  /**
   * Writes the bytes in chunks as they come; throws as soon as they pass the question's size. Before each
   * chunk is written, `beforeWrite` is told how many bytes will then be stored (and refuses beyond a quota);
   * `progress` says how many were written, whatever happens.
   */
  private async store(
    workspaceId: string,
    id: string,
    question: Question,
    content: AsyncIterable<Uint8Array>,
    progress: { written: number },
    beforeWrite: (total: number) => Promise<void>,
  ): Promise<number> {
    const limit = maxFileBytes(question);
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let size = 0;
    let seq = 0;
    const write = async (data: Uint8Array): Promise<void> => {
      await beforeWrite(progress.written + data.length);
      await this.files.writeChunk(workspaceId, id, seq++, data);
      progress.written += data.length;
    };
    for await (const piece of content) {
      size += piece.length;
      if (size > limit) throw fileTooLarge(question);
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= UPLOAD_CHUNK_BYTES) {
        const joined = concat(pending, pendingBytes);
        await write(joined.subarray(0, UPLOAD_CHUNK_BYTES));
        // A copy of the rest, so that the joined buffer can go.
        const rest = joined.slice(UPLOAD_CHUNK_BYTES);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await write(concat(pending, pendingBytes));
    return size;
  }
}
