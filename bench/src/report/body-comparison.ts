/** The first place where two JSON values differ, as a path (`$.forms[3].title`), or null when equal. */
export function firstDifference(expected: unknown, actual: unknown, path = '$'): string | null {
  if (expected === actual) return null;
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return `${path}: array vs ${describe(actual)}`;
    if (expected.length !== actual.length) return `${path}: ${expected.length} items vs ${actual.length}`;
    for (let index = 0; index < expected.length; index++) {
      const difference = firstDifference(expected[index], actual[index], `${path}[${index}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of [...keys].sort()) {
      if (!(key in expected)) return `${path}.${key}: missing vs ${show(actual[key])}`;
      if (!(key in actual)) return `${path}.${key}: ${show(expected[key])} vs missing`;
      const difference = firstDifference(expected[key], actual[key], `${path}.${key}`);
      if (difference) return difference;
    }
    return null;
  }
  return `${path}: ${show(expected)} vs ${show(actual)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Brings both servers' bodies to a common form: the two listen on different ports, and `attempt_url`
 * carries the port of the address a request came to. With `ignoreIdentity`, the id and timestamps of a
 * newly created resource are blanked too, since two POSTs never create the same one; `blankKeys` names
 * more keys to blank, for a number each server moves on its own (a form's version).
 */
const IDENTITY_KEYS = new Set(['id', 'created_at', 'updated_at', 'submission_id']);
const FILE_ADDRESS = /^https?:\/\/[^/]+\/api\/external\/v2\/files\/[^/]+$/;

export function normalizeBody(body: unknown, options: { ignoreIdentity?: boolean; blankKeys?: readonly string[] } = {}): unknown {
  return visit(body, (key, value) => {
    if (options.blankKeys?.includes(key)) return `<${key}>`;
    if (key === 'attempt_url' && typeof value === 'string') {
      const withoutPort = value.replace(/^(https?:\/\/[^/:]+):\d+/, '$1');
      return options.ignoreIdentity ? withoutPort.replace(/[^/]+$/, '<id>') : withoutPort;
    }
    // A file question's answer is the file's address: a port, and a new upload's id.
    if (key === 'value' && typeof value === 'string' && FILE_ADDRESS.test(value)) {
      const withoutPort = value.replace(/^(https?:\/\/[^/:]+):\d+/, '$1');
      return options.ignoreIdentity ? withoutPort.replace(/[^/]+$/, '<id>') : withoutPort;
    }
    if (options.ignoreIdentity && IDENTITY_KEYS.has(key)) return `<${key}>`;
    return value;
  });
}

function visit(value: unknown, replace: (key: string, value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => visit(item, replace));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(replace(key, item), replace)]));
  }
  return value;
}
