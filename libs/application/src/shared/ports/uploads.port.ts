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
  /** Counted against the workspace's quota of unused uploads until its size is known. */
  reservedBytes: number;
}

/** What the upload quotas count, as read under the lock of the workspace's reservations. */
export interface UploadUsageRecord {
  pendingBytes: number;
  oldestPendingAt: Date | null;
  /** The client's bytes by hour window (those since `since`). */
  clientWindows: Array<{ start: Date; bytes: number }>;
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
   * Serialises the workspace's reservations until the transaction ends (every replica's), then reads
   * what its unused uploads reserve and what the client stored in the windows from `since`.
   */
  lockUsage(workspaceId: string, clientKey: string, since: Date): Promise<UploadUsageRecord>;
  /** Counts `bytes` more for the client in the window starting at `windowStart`. */
  addClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void>;
  /** Reserves `bytes` more for an upload still arriving. */
  reserve(workspaceId: string, uploadId: string, bytes: number): Promise<void>;
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
  /** The upload is whole: from now on it can be used and downloaded, and it counts for its size only. */
  complete(workspaceId: string, uploadId: string, size: number, at: Date): Promise<void>;
  /** Gives back bytes counted for a client that were reserved and never stored. */
  releaseClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void>;
  /** The bytes of every whole file the workspace holds. */
  storedBytes(workspaceId: string): Promise<number>;
  /** Drops an upload that will never be used (refused or broken off), with its chunks. */
  discard(workspaceId: string, uploadId: string): Promise<void>;
  /** A complete upload of the workspace; null for an unknown, unfinished or another workspace's one. */
  findFile(workspaceId: string, id: string): Promise<StoredFile | null>;
  /** Chunk `seq` (from 0); null when there is none (the file was deleted meanwhile). */
  readChunk(workspaceId: string, uploadId: string, seq: number): Promise<Uint8Array | null>;
}
