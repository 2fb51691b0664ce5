import { fileAddress, shownValue, uploadIdOf } from './file-answers';

const UPLOAD = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('a stored file answer', () => {
  it('is the upload id, shown as the address under the base URL the reader is given', () => {
    expect(uploadIdOf({ kind: 'file_upload', value: UPLOAD })).toBe(UPLOAD);
    expect(shownValue({ kind: 'file_upload', value: UPLOAD }, 'https://acme.forms.example')).toBe(`https://acme.forms.example/api/external/v2/files/${UPLOAD}`);
    expect(fileAddress('http://acme.localhost:3000', UPLOAD)).toBe(`http://acme.localhost:3000/api/external/v2/files/${UPLOAD}`);
  });

  it('leaves an unanswered file question, an address recorded before, and every other kind as stored', () => {
    const recorded = `http://acme.localhost:3000/api/external/v2/files/${UPLOAD}`;
    for (const response of [
      { kind: 'file_upload', value: '' },
      { kind: 'file_upload', value: recorded },
      { kind: 'short_text', value: UPLOAD },
    ]) {
      expect(uploadIdOf(response)).toBeNull();
      expect(shownValue(response, 'https://elsewhere.example')).toBe(response.value);
    }
  });
});
