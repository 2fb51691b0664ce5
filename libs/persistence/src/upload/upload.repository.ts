import type { FileAnswer, NewUpload, UploadRepository } from '@forms/application';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { ATTACH_UPLOADS_SQL, INSERT_UPLOAD_SQL, USED_UPLOADS_SQL } from './upload.sql';

export class TypeormUploadRepository implements UploadRepository {
  constructor(private readonly manager: EntityManager) {}

  async insert(upload: NewUpload): Promise<void> {
    await preparedQuery(this.manager, 'insert_upload', INSERT_UPLOAD_SQL, [
      upload.workspaceId, upload.id, upload.formId, upload.questionId, upload.name, upload.contentType, upload.clientIp, upload.createdAt,
    ]);
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
