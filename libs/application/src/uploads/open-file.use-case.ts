import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { FileContentStore, StoredFile } from '../shared/ports/uploads.port';

export interface OpenedFile extends StoredFile {
  /** The bytes, one stored chunk at a time, read as the consumer asks for the next. */
  content: AsyncIterable<Uint8Array>;
}

/**
 * A file of the workspace, for download: its description, and its bytes read lazily so that sending a
 * file of any size holds one chunk at a time. Another workspace's file, an unknown one or one still
 * arriving is 404.
 */
export class OpenFile {
  constructor(private readonly files: FileContentStore) {}

  async execute(query: { workspaceId: string; fileId: string }): Promise<OpenedFile> {
    const file = isUuid(query.fileId) ? await this.files.findFile(query.workspaceId, query.fileId.toLowerCase()) : null;
    if (!file) throw DomainError.fileNotFound();
    return Object.assign({}, file, { content: this.chunks(query.workspaceId, file) });
  }

  private async *chunks(workspaceId: string, file: StoredFile): AsyncGenerator<Uint8Array> {
    let sent = 0;
    for (let seq = 0; sent < file.size; seq++) {
      const chunk = await this.files.readChunk(workspaceId, file.id, seq);
      // Deleted with its submission while being sent: the download breaks off rather than lie about its end.
      if (chunk === null) throw DomainError.fileNotFound();
      sent += chunk.length;
      yield chunk;
    }
  }
}
