import { consoleFileLink } from './file-links';

describe('file answers in the console', () => {
  it('download answers through the console API', () => {
    expect(consoleFileLink('http://acme.localhost:3000/api/external/v2/files/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3')).toBe(
      '/api/console/files/0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    );
    expect(consoleFileLink('https://example.org/cv.pdf')).toBeNull();
    expect(consoleFileLink('')).toBeNull();
  });
});
