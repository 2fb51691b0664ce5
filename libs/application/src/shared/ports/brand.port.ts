import type { Brand, BrandLogo, ImageFacts, LogoFormat, ThemedForm } from '@forms/domain';

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

/** What a stored logo is served as: its bytes and media type. */
export interface BrandLogoFile {
  mediaType: string;
  content: Uint8Array;
}

/**
 * The workspace's logo, one row per workspace, each statement on its own: a logo is replaced whole, and
 * its bytes are read only to be served.
 */
export interface BrandLogoStore {
  find(workspaceId: string): Promise<BrandLogo | null>;
  /** The bytes of the workspace's logo if `hash` and `format` are the current logo's; null otherwise. */
  file(workspaceId: string, hash: string, format: LogoFormat): Promise<BrandLogoFile | null>;
  save(workspaceId: string, logo: BrandLogo, content: Uint8Array, at: Date): Promise<void>;
  remove(workspaceId: string): Promise<void>;
}

/** Reads what an image's bytes say it is (format and pixel size); null when they are no image it knows. */
export interface ImageProbe {
  inspect(content: Uint8Array): ImageFacts | null;
}
