/** An upload as it starts: its bytes follow, chunk by chunk, through the FileContentStore. */
export interface NewUpload {
  workspaceId: string;
  id: string;
  formId: string;
  questionId: string;
  name: string;
  contentType: string;
  /** Uploads count against their client's per-address limit, as submissions do. */
  clientIp: string;
  createdAt: Date;
}

/** A submission's answer to a file question: the upload it names, for that question. */
export interface FileAnswer {
  uploadId: string;
  questionId: string;
}

/** Uploads inside the unit of work's transaction. */
export interface UploadRepository {
  insert(upload: NewUpload): Promise<void>;
  /**
   * Gives the submission the uploads it answers with, each only when it is a complete upload to that
   * form and question that no submission uses yet. Returns the ids it gave; the others stay as they were.
   */
  attach(workspaceId: string, formId: string, submissionId: string, answers: readonly FileAnswer[]): Promise<string[]>;
  /** Which of `answers` name a complete upload to that form and question that a submission already uses. */
  usedAmong(workspaceId: string, formId: string, answers: readonly FileAnswer[]): Promise<string[]>;
}

/** A complete upload, as a download shows it. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * The bytes of uploads, on the pool, one chunk per statement: a file is written as it arrives and read
 * as it is sent, never whole in memory, and no transaction stays open while a client is slow.
 */
export interface FileContentStore {
  writeChunk(workspaceId: string, uploadId: string, seq: number, data: Uint8Array): Promise<void>;
  /** The upload is whole: from now on it can be used and downloaded. */
  complete(workspaceId: string, uploadId: string, size: number, at: Date): Promise<void>;
  /** Drops an upload that will never be used (refused or broken off), with its chunks. */
  discard(workspaceId: string, uploadId: string): Promise<void>;
  /** A complete upload of the workspace; null for an unknown, unfinished or another workspace's one. */
  findFile(workspaceId: string, id: string): Promise<StoredFile | null>;
  /** Chunk `seq` (from 0); null when there is none (the file was deleted meanwhile). */
  readChunk(workspaceId: string, uploadId: string, seq: number): Promise<Uint8Array | null>;
}
