import type { FileAnswer, NewUpload, UploadRepository, UploadUsageRecord } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import {
  ADD_CLIENT_UPLOAD_BYTES_SQL,
  ATTACH_UPLOADS_SQL,
  CLIENT_UPLOAD_BYTES_SQL,
  INSERT_UPLOAD_SQL,
  LOCK_UPLOAD_USAGE_SQL,
  PENDING_UPLOAD_BYTES_SQL,
  RESERVE_UPLOAD_BYTES_SQL,
  USED_UPLOADS_SQL,
} from './upload.sql';

export class TypeormUploadRepository implements UploadRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(upload: NewUpload): Promise<void> {
    await preparedQuery(this.manager, 'insert_upload', INSERT_UPLOAD_SQL, [
      upload.workspaceId, upload.id, upload.formId, upload.questionId, upload.name, upload.contentType, upload.clientIp, upload.createdAt,
      upload.reservedBytes,
    ]);
  }

  async lockUsage(workspaceId: string, clientKey: string, since: Date): Promise<UploadUsageRecord> {
    await preparedQuery(this.manager, 'lock_upload_usage', LOCK_UPLOAD_USAGE_SQL, [workspaceId]);
    const [pending] = await preparedQuery<{ bytes: string; oldest: Date | null }>(this.manager, 'pending_upload_bytes', PENDING_UPLOAD_BYTES_SQL, [workspaceId]);
    const windows = await preparedQuery<{ window_start: Date; bytes: string }>(this.manager, 'client_upload_bytes', CLIENT_UPLOAD_BYTES_SQL, [
      workspaceId, clientKey, since,
    ]);
    return {
      pendingBytes: Number(pending.bytes),
      oldestPendingAt: pending.oldest,
      clientWindows: windows.map((row) => ({ start: row.window_start, bytes: Number(row.bytes) })),
    };
  }

  async addClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void> {
    await preparedQuery(this.manager, 'add_client_upload_bytes', ADD_CLIENT_UPLOAD_BYTES_SQL, [workspaceId, clientKey, windowStart, bytes]);
  }

  async reserve(workspaceId: string, uploadId: string, bytes: number): Promise<void> {
    await preparedQuery(this.manager, 'reserve_upload_bytes', RESERVE_UPLOAD_BYTES_SQL, [workspaceId, uploadId, bytes]);
  }

  async attach(workspaceId: string, formId: string, submissionId: string, answers: readonly FileAnswer[]): Promise<string[]> {
    const known = answers.filter((answer) => isUuid(answer.uploadId));
    if (known.length === 0) return [];
    const rows = await preparedQuery<{ id: string }>(this.manager, 'attach_uploads', ATTACH_UPLOADS_SQL, [
      workspaceId, formId, submissionId, known.map((answer) => answer.uploadId), known.map((answer) => answer.questionId),
    ]);
    return rows.map((row) => row.id);
  }

  async usedAmong(workspaceId: string, formId: string, answers: readonly FileAnswer[]): Promise<string[]> {
    const known = answers.filter((answer) => isUuid(answer.uploadId));
    if (known.length === 0) return [];
    const rows = await preparedQuery<{ id: string }>(this.manager, 'used_uploads', USED_UPLOADS_SQL, [
      workspaceId, formId, known.map((answer) => answer.uploadId), known.map((answer) => answer.questionId),
    ]);
    return rows.map((row) => row.id);
  }
}
