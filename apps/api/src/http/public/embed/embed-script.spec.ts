import { gzipSync } from 'node:zlib';
import { Script } from 'node:vm';
import { EMBED_SCRIPT } from './embed-script';
import { FILL_EMBED_SCRIPT } from './embed-bridge';

describe('embed.js', () => {
  it('is at most 6 KB gzipped', () => {
    expect(gzipSync(Buffer.from(EMBED_SCRIPT, 'utf8'), { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
  });

  it('and the fill page\'s side of it are valid scripts that never post to any origin', () => {
    for (const source of [EMBED_SCRIPT, FILL_EMBED_SCRIPT]) {
      expect(() => new Script(source)).not.toThrow();
      expect(source).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    }
  });
});
