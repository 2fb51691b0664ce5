import { randomBytes } from 'node:crypto';
import { FillVisitSigner } from './fill-visit';

const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OTHER_FORM = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('FillVisitSigner', () => {
  const key = randomBytes(32);
  const signer = new FillVisitSigner(key);

  it('reads back what it signed, on the same form, with any replica that has the same key', () => {
    const visit = { ...signer.start(), counted: new Set([3, 2]) };
    const value = signer.sign(FORM, visit);
    expect(signer.read(FORM, value)).toEqual({ id: visit.id, counted: new Set([2, 3]) });
    expect(new FillVisitSigner(Buffer.from(key)).read(FORM, value)).toEqual({ id: visit.id, counted: new Set([2, 3]) });
    expect(signer.read(FORM, signer.sign(FORM, signer.start()))!.counted).toEqual(new Set());
  });

  it('refuses a value changed, signed for another form or with another key, or missing', () => {
    const value = signer.sign(FORM, { id: 'abc', counted: new Set([2]) });
    const [id, , mac] = value.split('.');
    expect(signer.read(FORM, `${id}..${mac}`)).toBeNull();
    expect(signer.read(FORM, `${id}.2-3.${mac}`)).toBeNull();
    expect(signer.read(OTHER_FORM, value)).toBeNull();
    expect(new FillVisitSigner(randomBytes(32)).read(FORM, value)).toBeNull();
    expect(signer.read(FORM, undefined)).toBeNull();
    expect(signer.read(FORM, 'nonsense')).toBeNull();
  });

  it("proves a framed thank-you page's submission only on its form, unchanged and before it expires", () => {
    const submission = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const now = new Date('2026-11-27T12:00:00Z');
    const proof = signer.signAnswered(FORM, submission, new Date(now.getTime() + 600_000));
    expect(signer.readAnswered(FORM, proof, now)).toBe(submission);
    expect(signer.readAnswered(FORM, proof, new Date(now.getTime() + 600_000))).toBeNull();
    expect(signer.readAnswered(OTHER_FORM, proof, now)).toBeNull();
    const [, expires, mac] = proof.split('.');
    expect(signer.readAnswered(FORM, `dddddddd-dddd-4ddd-8ddd-dddddddddddd.${expires}.${mac}`, now)).toBeNull();
    expect(signer.readAnswered(FORM, `${submission}.${Number(expires) + 3600}.${mac}`, now)).toBeNull();
    // A visit's signature is no proof of a submission, whatever it names.
    expect(signer.readAnswered(FORM, signer.sign(FORM, { id: submission, counted: new Set() }), now)).toBeNull();
    expect(signer.readAnswered(FORM, null, now)).toBeNull();
    expect(signer.readAnswered(FORM, 'nonsense', now)).toBeNull();
  });
});
