interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseRange(text: string): MediaRange | null {
  const [mediaType, ...parameters] = text.split(';');
  const slash = mediaType.indexOf('/');
  if (slash <= 0) return null;
  let quality = 1;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'q') {
      quality = Number(value);
      if (!(quality >= 0 && quality <= 1)) return null;
    }
  }
  return {
    type: mediaType.slice(0, slash).trim().toLowerCase(),
    subtype: mediaType.slice(slash + 1).trim().toLowerCase(),
    quality,
  };
}

// Does the Accept header admit application/json? A missing header accepts anything. The most specific
// range that matches decides (RFC 9110 §12.5.1), so "application/json;q=0, */*" refuses it.
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept === '' || accept === 'application/json' || accept === '*/*') return true;
  let best: { specificity: number; quality: number } | null = null;
  for (const part of accept.split(',')) {
    if (part.trim() === '') continue;
    const range = parseRange(part);
    if (!range) continue;
    const specificity =
      range.type === 'application' && range.subtype === 'json'
        ? 3
        : range.type === 'application' && range.subtype === '*'
          ? 2
          : range.type === '*' && range.subtype === '*'
            ? 1
            : 0;
    if (specificity === 0) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && range.quality > best.quality)) {
      best = { specificity, quality: range.quality };
    }
  }
  return best !== null && best.quality > 0;
}

/** `application/json`, optionally with a UTF-8 charset; anything else is 415. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [mediaType, ...parameters] = contentType.split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value.replace(/"/g, '') === 'utf-8' || value.replace(/"/g, '') === 'utf8';
  });
}
