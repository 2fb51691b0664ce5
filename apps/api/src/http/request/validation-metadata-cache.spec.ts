import 'reflect-metadata';
import { Type } from 'class-transformer';
import { getMetadataStorage, IsInt, IsOptional, IsString, validateSync, ValidateNested } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { cacheValidationMetadata } from './validation-metadata-cache';

// The cache patches class-validator's global storage for the whole process, as the API does once at
// start. Each test here asks the validator itself, so what the cache answers is what validation does.

class Item {
  @IsString() label!: string;
}

class Base {
  @IsString() title!: string;
}

class Order extends Base {
  @IsInt() count!: number;
  @ValidateNested({ each: true }) @Type(() => Item) items!: Item[];
}

const problems = (type: new () => object, body: object): string[] =>
  validateSync(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true }).flatMap(function walk(error): string[] {
    return [...Object.keys(error.constraints ?? {}).map((name) => `${error.property} ${name}`), ...(error.children ?? []).flatMap(walk)];
  });

describe('cacheValidationMetadata', () => {
  const invalid = { title: 7, count: 'x', items: [{ label: 1 }, { label: 'ok', extra: true }], stray: 1 };
  let uncached: string[];

  beforeAll(() => {
    uncached = problems(Order, invalid);
    cacheValidationMetadata();
  });

  it('answers what the validator found without it, inherited and nested constraints included, every time', () => {
    expect(uncached.sort()).toEqual(['count isInt', 'extra whitelistValidation', 'label isString', 'stray whitelistValidation', 'title isString'].sort());
    for (let round = 0; round < 3; round++) expect(problems(Order, invalid).sort()).toEqual([...uncached].sort());
    expect(problems(Order, { title: 't', count: 1, items: [{ label: 'a' }] })).toEqual([]);
  });

  it('keeps one lookup per class and options, and is patched only once', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Order, '', true, false);
    expect(storage.getTargetValidationMetadatas(Order, '', true, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    expect(storage.getTargetValidationMetadatas(Order, '', false, false)).not.toBe(first);
    const patchedLookup = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(patchedLookup);
  });

  it('forgets what it kept when a class declared later adds constraints, to itself or to a class it extends', () => {
    expect(problems(Order, { title: 't', count: 1, items: [] })).toEqual([]);
    // Declared after the first lookups, with a constraint of its own besides those it inherits.
    class BigOrder extends Order {
      @IsOptional() @IsString() note?: string;
    }
    expect(problems(BigOrder, { title: 't', count: 'x', items: [], note: 3 }).sort()).toEqual(['count isInt', 'note isString']);
    expect(problems(BigOrder, { title: 't', count: 1, items: [] })).toEqual([]);
    expect(problems(Order, { title: 't', count: 1, items: [], note: 'x' })).toEqual(['note whitelistValidation']);
  });

  it('sees a constraint added to a class it has already looked up', () => {
    const body = { title: 't', count: 1, items: [{ label: 'a', weight: 'heavy' }] };
    expect(problems(Order, body)).toEqual(['weight whitelistValidation']);
    IsInt()(Item.prototype, 'weight');
    expect(problems(Order, body)).toEqual(['weight isInt']);
  });
});
