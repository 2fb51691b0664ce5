import { ExportSlots, type SlotGrant } from './export-slots';

function released(grant: SlotGrant): () => void {
  if (!grant.granted) throw new Error(`refused: ${grant.refusal}`);
  return grant.release;
}

describe('ExportSlots', () => {
  let clock = 0;
  const slots = (capacity: number) => new ExportSlots(capacity, 60_000, () => clock);
  beforeEach(() => (clock = 1_000_000));

  it('gives any free slot to a workspace that holds none, and refuses when none is free', () => {
    const three = slots(3);
    released(three.take('a'));
    released(three.take('b'));
    released(three.take('c'));
    expect(three.running).toBe(3);
    expect(three.take('d')).toEqual({ granted: false, refusal: 'busy' });
  });

  it('gives a second slot only when another stays free, never the last one', () => {
    const three = slots(3);
    released(three.take('a'));
    released(three.take('a'));
    expect(three.take('a')).toEqual({ granted: false, refusal: 'fair-share' });
    // The last one goes to a workspace that has none.
    released(three.take('b'));
    expect(three.take('a')).toEqual({ granted: false, refusal: 'busy' });
  });

  it('refuses a second slot while another workspace waits, until that one is served or stops waiting', () => {
    const three = slots(3);
    released(three.take('a'));
    const b = released(three.take('b'));
    const c = released(three.take('c'));
    expect(three.take('d')).toEqual({ granted: false, refusal: 'busy' });
    b();
    c();
    // Two free, but d is waiting: a keeps to one.
    expect(three.take('a')).toEqual({ granted: false, refusal: 'fair-share' });
    const d = released(three.take('d'));
    // d served, nobody waits, but one free slot is left: it is not a's.
    expect(three.take('a')).toEqual({ granted: false, refusal: 'fair-share' });
    d();
    released(three.take('a'));
    expect(three.running).toBe(2);
  });

  it('forgets a waiting workspace once its wait has run out', () => {
    const three = slots(3);
    const a = released(three.take('a'));
    released(three.take('b'));
    const c = released(three.take('c'));
    expect(three.take('d').granted).toBe(false);
    c();
    a();
    expect(three.take('b')).toEqual({ granted: false, refusal: 'fair-share' });
    clock += 60_000;
    // d never came back: b may take a second, one stays free.
    released(three.take('b'));
    expect(three.running).toBe(2);
  });

  it('does not count the workspace itself as waiting for others', () => {
    const two = slots(2);
    const a = released(two.take('a'));
    const b = released(two.take('b'));
    expect(two.take('a')).toEqual({ granted: false, refusal: 'busy' });
    b();
    a();
    released(two.take('c'));
    // Only c holds one; with 2 slots, a second would leave none.
    expect(two.take('c')).toEqual({ granted: false, refusal: 'fair-share' });
  });

  it('gives a place back once, however often it is released', () => {
    const one = slots(1);
    const a = released(one.take('a'));
    a();
    a();
    expect(one.running).toBe(0);
    released(one.take('b'));
    expect(one.running).toBe(1);
    expect(one.take('c')).toEqual({ granted: false, refusal: 'busy' });
  });
});
