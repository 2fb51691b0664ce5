import type { FileContentStore, StoredFile } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import {
  COMPLETE_UPLOAD_SQL,
  DISCARD_UPLOAD_SQL,
  FIND_FILE_SQL,
  INSERT_UPLOAD_CHUNK_SQL,
  READ_UPLOAD_CHUNK_SQL,
  RELEASE_CLIENT_UPLOAD_BYTES_SQL,
  STORED_UPLOAD_BYTES_SQL,
} from './upload.sql';
import { runSql } from '../run-sql';

/** pg sends a Buffer as binary; a plain Uint8Array is wrapped (no copy). */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export class PostgresFileContentStore implements FileContentStore {
  constructor(private readonly pool: Pool) {}

  async writeChunk(workspaceId: string, uploadId: string, seq: number, data: Uint8Array): Promise<void> {
    await runSql(this.pool, INSERT_UPLOAD_CHUNK_SQL, [workspaceId, uploadId, seq, asBuffer(data)], 'insert_upload_chunk');
  }

  async complete(workspaceId: string, uploadId: string, size: number, at: Date): Promise<void> {
    await runSql(this.pool, COMPLETE_UPLOAD_SQL, [workspaceId, uploadId, size, at], 'complete_upload');
  }

  async releaseClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void> {
    await runSql(this.pool, RELEASE_CLIENT_UPLOAD_BYTES_SQL, [workspaceId, clientKey, windowStart, bytes], 'release_client_upload_bytes');
  }

  async storedBytes(workspaceId: string): Promise<number> {
    const { rows } = await runSql(this.pool, STORED_UPLOAD_BYTES_SQL, [workspaceId], 'stored_upload_bytes');
    return Number(rows[0].bytes);
  }

  async discard(workspaceId: string, uploadId: string): Promise<void> {
    await runSql(this.pool, DISCARD_UPLOAD_SQL, [workspaceId, uploadId], 'discard_upload');
  }

  async findFile(workspaceId: string, id: string): Promise<StoredFile | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await runSql(this.pool, FIND_FILE_SQL, [workspaceId, id], 'find_file');
    if (rows.length === 0) return null;
    return { id: rows[0].id, name: rows[0].name, contentType: rows[0].content_type, size: Number(rows[0].size) };
  }

  async readChunk(workspaceId: string, uploadId: string, seq: number): Promise<Uint8Array | null> {
    // As hex text, which pg turns into a Buffer natively: one chunk's worth at a time.
    const { rows } = await runSql(this.pool, READ_UPLOAD_CHUNK_SQL, [workspaceId, uploadId, seq], 'read_upload_chunk');
    return rows.length > 0 ? rows[0].data : null;
  }
}
