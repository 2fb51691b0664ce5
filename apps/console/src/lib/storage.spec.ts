import { formatStoredBytes } from './storage';

describe('formatStoredBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [12_897_484, '12.3 MB'],
    [512 * 1_048_576, '512 MB'],
    [1_610_612_736, '1.5 GB'],
  ])('%d bytes read as %j', (bytes, shown) => {
    expect(formatStoredBytes(bytes)).toBe(shown);
  });
});
