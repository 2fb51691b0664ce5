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
  type StoredFileRow,
} from './upload.sql';

/** pg sends a Buffer as binary; a plain Uint8Array is wrapped (no copy). */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

export class PostgresFileContentStore implements FileContentStore {
  constructor(private readonly pool: Pool) {}

  async writeChunk(workspaceId: string, uploadId: string, seq: number, data: Uint8Array): Promise<void> {
    await this.pool.query({ name: 'insert_upload_chunk', text: INSERT_UPLOAD_CHUNK_SQL, values: [workspaceId, uploadId, seq, asBuffer(data)] });
  }

  async complete(workspaceId: string, uploadId: string, size: number, at: Date): Promise<void> {
    await this.pool.query({ name: 'complete_upload', text: COMPLETE_UPLOAD_SQL, values: [workspaceId, uploadId, size, at] });
  }

  async releaseClientBytes(workspaceId: string, clientKey: string, windowStart: Date, bytes: number): Promise<void> {
    await this.pool.query({ name: 'release_client_upload_bytes', text: RELEASE_CLIENT_UPLOAD_BYTES_SQL, values: [workspaceId, clientKey, windowStart, bytes] });
  }

  async storedBytes(workspaceId: string): Promise<number> {
    const { rows } = await this.pool.query<{ bytes: string }>({ name: 'stored_upload_bytes', text: STORED_UPLOAD_BYTES_SQL, values: [workspaceId] });
    return Number(rows[0].bytes);
  }

  async discard(workspaceId: string, uploadId: string): Promise<void> {
    await this.pool.query({ name: 'discard_upload', text: DISCARD_UPLOAD_SQL, values: [workspaceId, uploadId] });
  }

  async findFile(workspaceId: string, id: string): Promise<StoredFile | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<StoredFileRow>({ name: 'find_file', text: FIND_FILE_SQL, values: [workspaceId, id] });
    if (rows.length === 0) return null;
    return { id: rows[0].id, name: rows[0].name, contentType: rows[0].content_type, size: Number(rows[0].size) };
  }

  async readChunk(workspaceId: string, uploadId: string, seq: number): Promise<Uint8Array | null> {
    // As hex text, which pg turns into a Buffer natively: one chunk's worth at a time.
    const { rows } = await this.pool.query<{ data: Buffer }>({ name: 'read_upload_chunk', text: READ_UPLOAD_CHUNK_SQL, values: [workspaceId, uploadId, seq] });
    return rows.length > 0 ? rows[0].data : null;
  }
}
