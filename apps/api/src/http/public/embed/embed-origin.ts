/**
 * The query parameter in which embed.js names the origin of the page that embeds a form. The fill page
 * uses it for one thing only: as the target origin of the messages it posts to its parent window, so
 * that they reach that page and no other. Why that is safe to take from the address:
 * - `postMessage(message, origin)` delivers nothing unless the parent window really is at that origin,
 *   so naming another site than the one framing the page gets that site nothing;
 * - a site that names itself is the site framing the form, which the page's `frame-ancestors` allows,
 *   and it learns only what its own embed is told (the page, the submission id of this respondent);
 * - the value is never written into a page or a header: the page's script reads it, checks that it is
 *   an origin and nothing more, and otherwise posts nothing (never to `*`).
 * It starts with an underscore so that no question slug or hidden field (a lower-case letter first) can
 * take its name.
 */
export const EMBED_ORIGIN_PARAM = '_embed';

/** An http(s) origin exactly as `location.origin` writes it (scheme, host, optional port, no path). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The embedding page's origin named in a fill page's address, or null when there is none or it is not an origin. */
export function embedOriginOf(query: URLSearchParams): string | null {
  const named = query.get(EMBED_ORIGIN_PARAM);
  if (named === null || !ORIGIN.test(named)) return null;
  try {
    return new URL(named).origin === named ? named : null;
  } catch {
    return null;
  }
}

/**
 * The embedding origin a fill page may post its events to: the one its address names, when the
 * workspace lets that site frame its forms (any site while `embed_origins` is empty). A site the list
 * leaves out cannot frame the page anyway (frame-ancestors); its page then carries no script for it and
 * its thank-you address names no origin.
 */
export function allowedEmbedOriginOf(query: URLSearchParams, embedOrigins: readonly string[]): string | null {
  const named = embedOriginOf(query);
  return named !== null && (embedOrigins.length === 0 || embedOrigins.includes(named)) ? named : null;
}

/**
 * Where an embedded form goes once its answers are stored: the thank-you page, told the embedding
 * origin and the submission's id, so that its script can post `form:submitted` to that origin. Without
 * an embedding origin, the plain thank-you page.
 */
export function thankYouLocation(thankYouPage: string, embedOrigin: string | null, submissionId: string, answeredProof?: string): string {
  if (embedOrigin === null) return thankYouPage;
  const query = new URLSearchParams({ [EMBED_ORIGIN_PARAM]: embedOrigin, submission: submissionId });
  if (answeredProof !== undefined) query.set(ANSWERED_PARAM, answeredProof);
  return `${thankYouPage}?${query.toString()}`;
}

/** The framed thank-you page's proof of the submission its browser just made (see FillVisitSigner.signAnswered). */
export const ANSWERED_PARAM = '_answered';
