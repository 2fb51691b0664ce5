import type { FileAnswer, NewUpload, UploadRepository, UploadUsageRecord } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
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
import { runSql, sqlRows } from '../run-sql';

export class TypeormUploadRepository implements UploadRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(upload: NewUpload): Promise<void> {
    await runSql(this.manager, INSERT_UPLOAD_SQL, [
      upload.workspaceId, upload.id, upload.formId, upload.questionId, upload.name, upload.contentType, upload.clientIp, upload.createdAt,
      upload.reservedBytes,
    ], 'insert_upload');
  }

  async lockUsage(workspaceId: string, clientKey: string, since: Date): Promise<UploadUsageRecord> {
    await runSql(this.manager, LOCK_UPLOAD_USAGE_SQL, [workspaceId], 'lock_upload_usage');
    const [pending] = await sqlRows(this.manager, PENDING_UPLOAD_BYTES_SQL, [workspaceId], 'pending_upload_bytes');
    const windows = await sqlRows(this.manager, CLIENT_UPLOAD_BYTES_SQL, [
      workspaceId, clientKey, since,
    ], 'client_upload_bytes');
    return {
      pendingBytes: Number(pending.bytes),
      oldestPendingAt: pending.oldest,
      clientWindows: windows.map((row) => ({ start: row.window_start, bytes: Number(row.bytes) })),
    };
  }

  async addClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void> {
    await runSql(this.manager, ADD_CLIENT_UPLOAD_BYTES_SQL, [workspaceId, clientKey, windowStart, bytes], 'add_client_upload_bytes');
  }

  async reserve(workspaceId: string, uploadId: string, bytes: number): Promise<void> {
    await runSql(this.manager, RESERVE_UPLOAD_BYTES_SQL, [workspaceId, uploadId, bytes], 'reserve_upload_bytes');
  }

  async attach(workspaceId: string, formId: string, submissionId: string, answers: readonly FileAnswer[]): Promise<string[]> {
    const known = answers.filter((answer) => isUuid(answer.uploadId));
    if (known.length === 0) return [];
    const rows = await sqlRows(this.manager, ATTACH_UPLOADS_SQL, [
      workspaceId, formId, submissionId, known.map((answer) => answer.uploadId), known.map((answer) => answer.questionId),
    ], 'attach_uploads');
    return rows.map((row) => row.id);
  }

  async usedAmong(workspaceId: string, formId: string, answers: readonly FileAnswer[]): Promise<string[]> {
    const known = answers.filter((answer) => isUuid(answer.uploadId));
    if (known.length === 0) return [];
    const rows = await sqlRows(this.manager, USED_UPLOADS_SQL, [
      workspaceId, formId, known.map((answer) => answer.uploadId), known.map((answer) => answer.questionId),
    ], 'used_uploads');
    return rows.map((row) => row.id);
  }
}
