import type { FileContentStore } from '../shared/ports/uploads.port';

/** The bytes of every whole file a workspace holds (used by submissions or waiting for one): what it stores. */
export class GetStoredBytes {
  constructor(private readonly files: FileContentStore) {}

  execute(query: { workspaceId: string }): Promise<number> {
    return this.files.storedBytes(query.workspaceId);
  }
}
