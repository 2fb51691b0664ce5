import { DomainError } from '../errors';
import { brandLogo, logoAlt, MAX_LOGO_BYTES } from './brand-logo';

function refusal(work: () => unknown): { field: string | undefined; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field?.name, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

const HASH = 'a'.repeat(64);
const logo = (image: { format: string | undefined; width: number; height: number } | null, bytes = 100, alt: string | undefined = 'Acme') =>
  brandLogo({ hash: HASH, bytes, image, alt });

describe('a logo', () => {
  it('is a PNG, JPEG or WebP as its bytes say, with its size and trimmed alt text', () => {
    expect(logo({ format: 'png', width: 120, height: 40 }, 100, '  Acme  ')).toEqual({ hash: HASH, format: 'png', width: 120, height: 40, alt: 'Acme' });
    expect(logo({ format: 'jpg', width: 2000, height: 2000 }, MAX_LOGO_BYTES).format).toBe('jpg');
    expect(logo({ format: 'webp', width: 1, height: 1 }).format).toBe('webp');
  });

  it.each([
    [{ format: 'gif', width: 1, height: 1 }, 100, 'file must be a PNG, JPEG or WebP image; this one is GIF'],
    [{ format: 'svg', width: 1, height: 1 }, 100, 'file must be a PNG, JPEG or WebP image; this one is SVG'],
    [null, 100, 'file must be a PNG, JPEG or WebP image; its bytes are no image of these kinds'],
    [null, 0, 'file must be a PNG, JPEG or WebP image; it is empty'],
    [{ format: 'png', width: 2001, height: 10 }, 100, 'file must be at most 2000 pixels a side; this one is 2001 by 10'],
    [{ format: 'png', width: 10, height: 2001 }, 100, 'file must be at most 2000 pixels a side; this one is 10 by 2001'],
    [{ format: 'png', width: 0, height: 10 }, 100, 'file must be a PNG, JPEG or WebP image with a width and a height'],
    [{ format: 'png', width: 10, height: 10 }, MAX_LOGO_BYTES + 1, 'file must be at most 512 KiB; this one is larger'],
    // A name the image could not take, and that no prototype key passes for a format.
    [{ format: 'constructor', width: 10, height: 10 }, 100, 'file must be a PNG, JPEG or WebP image; this one is CONSTRUCTOR'],
  ])('refuses %j of %i bytes, naming file', (image, bytes, message) => {
    expect(refusal(() => logo(image, bytes))).toEqual({ field: 'file', message });
  });

  it('needs alt text of 1 to 200 characters, counted as characters rather than UTF-16 units', () => {
    expect(logoAlt('😀'.repeat(200))).toHaveLength(400);
    expect(refusal(() => logoAlt('😀'.repeat(201)))).toEqual({ field: 'alt', message: 'alt must be at most 200 characters' });
    for (const alt of [undefined, '', '  ']) {
      expect(refusal(() => logoAlt(alt))).toEqual({ field: 'alt', message: 'alt is required: what the logo says, in 1 to 200 characters' });
    }
  });
});
