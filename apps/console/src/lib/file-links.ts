/**
 * Where the console downloads a file answer: a file question's value is the file's address in the
 * external API (for keys); the console has the same download under its own API, with the session.
 * null for any other value.
 */
export function consoleFileLink(value: string): string | null {
  const match = /^https?:\/\/[^/]+\/api\/external\/v2\/files\/([0-9a-f-]{36})$/.exec(value);
  return match ? `/api/console/files/${match[1]}` : null;
}
