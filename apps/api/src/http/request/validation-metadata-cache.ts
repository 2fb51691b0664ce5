import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];
type Target = Parameters<Lookup>[0];
type Grouped = ReturnType<Storage['groupByPropertyName']>;
type ValidationMetadata = ReturnType<Lookup>[number];

const CACHED = Symbol('validation metadata cached');

/**
 * class-validator looks a class's constraints up again for every object it validates, and each lookup
 * walks every class that has constraints (to find those the class inherits) and filters their lists: a
 * walk over the app's hundred-odd DTO classes for each object of each body (the envelope, the form, its
 * settings...), with the same answer every time. The answers are kept per class and options here, and all of them are forgotten
 * whenever a decorator adds a constraint (decorators run as modules load, so in practice never after the
 * first request). The validator only reads the lists it gets.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const patched = storage as Storage & { [CACHED]?: true };
  if (patched[CACHED]) return;
  patched[CACHED] = true;

  let byTarget = new Map<Target, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Grouped>();
  const forget = (): void => {
    byTarget = new Map();
    grouped = new WeakMap();
  };

  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  const addConstraintMetadata = storage.addConstraintMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    forget();
    addValidationMetadata(metadata);
  };
  storage.addConstraintMetadata = (metadata) => {
    forget();
    addConstraintMetadata(metadata);
  };

  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const options = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let forTarget = byTarget.get(target);
    if (!forTarget) byTarget.set(target, (forTarget = new Map()));
    let found = forTarget.get(options);
    if (!found) {
      found = lookup(target, schema, always, strictGroups, groups);
      forTarget.set(options, found);
    }
    return found;
  };

  const group = storage.groupByPropertyName.bind(storage);
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) {
      found = group(metadata);
      grouped.set(metadata, found);
    }
    return found;
  };
}
