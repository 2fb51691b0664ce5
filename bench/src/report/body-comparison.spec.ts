import { firstDifference, normalizeBody } from './body-comparison';

describe('firstDifference', () => {
  it('is null for equal JSON, whatever the key order', () => {
    expect(firstDifference({ a: 1, b: [{ c: 'x' }] }, { b: [{ c: 'x' }], a: 1 })).toBeNull();
  });

  it('names the path of the first difference', () => {
    expect(firstDifference({ forms: [{ title: 'A' }, { title: 'B' }] }, { forms: [{ title: 'A' }, { title: 'C' }] })).toBe(
      '$.forms[1].title: "B" vs "C"',
    );
    expect(firstDifference({ a: [1, 2] }, { a: [1] })).toBe('$.a: 2 items vs 1');
    expect(firstDifference({ a: 1 }, { a: 1, b: null })).toBe('$.b: missing vs null');
    expect(firstDifference({ a: 1, b: 2 }, { a: 1 })).toBe('$.b: 2 vs missing');
    expect(firstDifference({ a: [] }, { a: {} })).toBe('$.a: array vs object');
    expect(firstDifference({ n: 1 }, { n: '1' })).toBe('$.n: 1 vs "1"');
  });
});

describe('normalizeBody', () => {
  const form = (id: string, port: number) => ({
    id,
    title: 'Bench',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:01Z',
    attempt_url: `http://bench.localhost:${port}/forms/${id}`,
  });

  it("drops the port and, for a new resource, the upload id of a file answer's address", () => {
    const response = (port: number, id: string) => ({ kind: 'file_upload', value: `http://bench.localhost:${port}/api/external/v2/files/${id}` });
    expect(normalizeBody(response(3000, 'u1'))).toEqual({ kind: 'file_upload', value: 'http://bench.localhost/api/external/v2/files/u1' });
    expect(normalizeBody(response(3000, 'u1'), { ignoreIdentity: true })).toEqual(normalizeBody(response(4000, 'u2'), { ignoreIdentity: true }));
    expect(normalizeBody({ value: 'http://bench.localhost:3000/elsewhere' })).toEqual({ value: 'http://bench.localhost:3000/elsewhere' });
  });

  it('drops the port of attempt_url, since the two servers listen on different ones', () => {
    expect(normalizeBody({ forms: [form('f1', 3000)] })).toEqual({ forms: [{ ...form('f1', 3000), attempt_url: 'http://bench.localhost/forms/f1' }] });
    expect(firstDifference(normalizeBody({ forms: [form('f1', 3000)] }), normalizeBody({ forms: [form('f1', 4000)] }))).toBeNull();
    expect(firstDifference(normalizeBody({ forms: [form('f1', 3000)] }), normalizeBody({ forms: [form('f2', 3000)] }))).not.toBeNull();
  });

  it('blanks the identity of a created resource when asked', () => {
    const a = normalizeBody({ form: form('f1', 3000) }, { ignoreIdentity: true });
    const b = normalizeBody({ form: { ...form('f2', 4000), created_at: '2026-02-02T00:00:00Z' } }, { ignoreIdentity: true });
    expect(firstDifference(a, b)).toBeNull();
    expect(a).toEqual({
      form: { id: '<id>', title: 'Bench', created_at: '<created_at>', updated_at: '<updated_at>', attempt_url: 'http://bench.localhost/forms/<id>' },
    });
    const retitled = normalizeBody({ form: { ...form('f2', 4000), title: 'Other' } }, { ignoreIdentity: true });
    expect(firstDifference(a, retitled)).toBe('$.form.title: "Bench" vs "Other"');
  });

  it('blanks the keys a scenario names, wherever they are, and only those', () => {
    const published = (version: number) => ({ form: { ...form('f1', 3000), version, questions: [{ id: 'q1', label: 'Name' }] } });
    expect(firstDifference(normalizeBody(published(7)), normalizeBody(published(9)))).toBe('$.form.version: 7 vs 9');
    const a = normalizeBody(published(7), { blankKeys: ['version'] });
    expect(firstDifference(a, normalizeBody(published(9), { blankKeys: ['version'] }))).toBeNull();
    expect(a).toEqual({ form: { ...form('f1', 3000), attempt_url: 'http://bench.localhost/forms/f1', version: '<version>', questions: [{ id: 'q1', label: 'Name' }] } });
    expect(normalizeBody({ draft: { based_on_version: 3 } }, { blankKeys: ['based_on_version'] })).toEqual({ draft: { based_on_version: '<based_on_version>' } });
  });
});
