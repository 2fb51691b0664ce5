import { DomainError } from '../errors';

/** The image formats a logo may be, by what its bytes say: media type and the address's extension. */
export const LOGO_FORMATS = {
  png: { mediaType: 'image/png', extension: 'png' },
  jpg: { mediaType: 'image/jpeg', extension: 'jpg' },
  webp: { mediaType: 'image/webp', extension: 'webp' },
} as const;
export type LogoFormat = keyof typeof LOGO_FORMATS;

/** Small enough to sit in a page's first load; large enough for any logo drawn at twice its size. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const MAX_LOGO_SIDE = 2000;
export const MAX_LOGO_ALT = 200;

/** What the bytes of an image say about it (undefined format: not an image anyone recognised). */
export interface ImageFacts {
  format: string | undefined;
  width: number;
  height: number;
}

/** A workspace's logo, as shown: its content's hash names its address, so a new logo has a new one. */
export interface BrandLogo {
  /** SHA-256 of the bytes, hex. */
  hash: string;
  format: LogoFormat;
  width: number;
  height: number;
  alt: string;
}

const ACCEPTED = 'a PNG, JPEG or WebP image';

/** The refusal of a file larger than a logo may be, also when a body is refused before its file is counted. */
export function logoTooLarge(): DomainError {
  return DomainError.invalid('file', `must be at most ${MAX_LOGO_BYTES / 1024} KiB; this one is larger`);
}

/** Refuses a file over the size a logo may have, before its bytes are looked at (or even all read). */
export function assertLogoSize(bytes: number): void {
  if (bytes > MAX_LOGO_BYTES) throw logoTooLarge();
}

/** The alt text, trimmed: what a person who cannot see the logo hears instead. */
export function logoAlt(alt: string | undefined): string {
  const text = (alt ?? '').trim();
  if (text === '') throw DomainError.invalid('alt', `is required: what the logo says, in 1 to ${MAX_LOGO_ALT} characters`);
  if ([...text].length > MAX_LOGO_ALT) throw DomainError.invalid('alt', `must be at most ${MAX_LOGO_ALT} characters`);
  return text;
}

/**
 * The logo the bytes make, checked by what they are (never by the file's name or declared type): PNG,
 * JPEG or WebP, at most MAX_LOGO_BYTES and MAX_LOGO_SIDE pixels a side.
 */
export function brandLogo(input: { hash: string; bytes: number; image: ImageFacts | null; alt: string | undefined }): BrandLogo {
  assertLogoSize(input.bytes);
  if (input.bytes === 0) throw DomainError.invalid('file', `must be ${ACCEPTED}; it is empty`);
  const format = input.image?.format;
  if (input.image === null || format === undefined || !Object.hasOwn(LOGO_FORMATS, format)) {
    throw DomainError.invalid('file', `must be ${ACCEPTED}; ${format ? `this one is ${format.toUpperCase()}` : 'its bytes are no image of these kinds'}`);
  }
  const { width, height } = input.image;
  if (!(width > 0 && height > 0)) throw DomainError.invalid('file', `must be ${ACCEPTED} with a width and a height`);
  if (width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) {
    throw DomainError.invalid('file', `must be at most ${MAX_LOGO_SIDE} pixels a side; this one is ${width} by ${height}`);
  }
  return { hash: input.hash, format: format as LogoFormat, width, height, alt: logoAlt(input.alt) };
}
