/** Ends this shared process once (see shared-process-end.js); `close` must not throw. Returns the ending. */
export function endWithOwner(owner: number, record: string, close: () => Promise<void>): () => Promise<void>;
