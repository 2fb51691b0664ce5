import { migrations } from './index';

// TypeORM applies migrations in the order of the timestamp that ends their names, whatever the order of
// the list; a list out of that order would tell readers (and the migrate command's answer) a different
// story from what the database does.
describe('the list of migrations', () => {
  it('is in the order of their timestamps, each name once', () => {
    const names = migrations.map((migration) => new migration().name as string);
    const stamps = names.map((name) => Number(/(\d{13})$/.exec(name)?.[1]));
    expect(stamps.every(Number.isFinite)).toBe(true);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(names).size).toBe(names.length);
  });
});
