import type { ImageProbe } from '@forms/application';
import type { ImageFacts } from '@forms/domain';
import { imageSize } from 'image-size';

/**
 * What image-size reads from an image's own header bytes: its format and pixel size. Neither the file's
 * name nor its declared type is consulted, so a PNG named logo.gif is a PNG, and text named logo.png is
 * no image at all.
 */
export const imageSizeProbe: ImageProbe = {
  inspect(content: Uint8Array): ImageFacts | null {
    try {
      const { type, width, height } = imageSize(content);
      return { format: type, width, height };
    } catch {
      // image-size throws for bytes it recognises as no image (or a truncated one).
      return null;
    }
  },
};
