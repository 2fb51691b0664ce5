import type { Brand, ThemedForm } from '@forms/domain';

/** The brand as stored; a workspace that never changed it has no row, and shows the defaults. */
export interface BrandReadModel {
  find(workspaceId: string): Promise<Brand | null>;
  /** The workspace's forms that have a theme of their own, in one statement. */
  themedForms(workspaceId: string): Promise<ThemedForm[]>;
}

/** In the unit of work's transaction. */
export interface BrandRepository {
  /**
   * The stored brand (null: none yet), holding a lock on the workspace's brand until the transaction
   * ends, a brand not yet stored included: two changes at once apply one after the other, neither lost.
   */
  lock(workspaceId: string): Promise<Brand | null>;
  save(workspaceId: string, brand: Brand, at: Date): Promise<void>;
  /**
   * The stored brand (null: none yet), keeping it from changing until the transaction ends while other
   * readers go on: a form's theme checked against it stays readable under the brand that is stored.
   */
  readShared(workspaceId: string): Promise<Brand | null>;
  /** The workspace's forms that have a theme of their own, in one statement. */
  themedForms(workspaceId: string): Promise<ThemedForm[]>;
}
