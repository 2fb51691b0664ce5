import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import { PageScript } from '../shared/page-script';

/**
 * The fill page's side of an embed, on every fill page (a file of the page's own origin, as its CSP
 * requires). It does nothing unless the page is framed and its address names the embedding origin
 * (`_embed`, see embed-origin.ts); then it posts to that origin only, never to `*`:
 * - on each page of the form: `{type: 'page', page, of}` (from its own tag's `data-page`/`data-pages`);
 * - on the thank-you page reached from an embedded post: `{type: 'submitted', submission_id}`;
 * - with each message, and whenever the content's height changes, the height, so that the host's
 *   iframe grows and shrinks with the form and never shows a scrollbar of its own.
 * The page works the same without it: nothing of the form depends on it. It is on the page only when
 * the page's address names an embedding origin, so a page opened on its own loads no script for it.
 */
export const FILL_EMBED_SCRIPT = `(function () {
  'use strict';
  if (window.parent === window) return;
  var query = new URLSearchParams(location.search);
  var target = query.get('_embed') || '';
  if (!/^https?:\\/\\/[^\\/?#@]+$/.test(target)) return;
  try { if (new URL(target).origin !== target) return; } catch (error) { return; }
  function height() { return Math.ceil(document.documentElement.getBoundingClientRect().height); }
  // The host's iframe takes the content's height, so the page never scrolls inside it; without a
  // scrollbar that comes and goes, the width, and so the height measured, stays the same.
  document.documentElement.style.overflowY = 'hidden';
  var last = 0;
  function send(message) {
    message.forms = 1;
    message.height = last = height();
    window.parent.postMessage(message, target);
  }
  var tag = document.currentScript;
  var page = Number(tag && tag.getAttribute('data-page'));
  var of = Number(tag && tag.getAttribute('data-pages'));
  var submission = query.get('submission') || '';
  if (page > 0) {
    send({ type: 'page', page: page, of: of, title: document.title });
  } else if (/\\/thank-you\\/?$/.test(location.pathname) && /^[0-9a-f-]{36}$/i.test(submission)) {
    send({ type: 'submitted', submission_id: submission });
  } else {
    send({ type: 'height' });
  }
  function resized() { if (height() !== last) send({ type: 'height' }); }
  if (window.ResizeObserver) new ResizeObserver(resized).observe(document.documentElement);
  window.addEventListener('load', resized);
})();
`;

const SCRIPT = new PageScript('fill-embed.js', FILL_EMBED_SCRIPT);

export const FILL_EMBED_SCRIPT_PATH = SCRIPT.path;

/** The script's tag, at the end of an embedded page: on a page of the form, with which page it is. */
export function embedBridgeTag(step: { number: number; count: number } | null): string {
  const position = step === null ? '' : ` data-page="${step.number}" data-pages="${step.count}"`;
  return `\n<script src="${FILL_EMBED_SCRIPT_PATH}"${position}></script>`;
}

@ApiExcludeController()
@Controller()
export class FillEmbedScriptController {
  @Get('fill-embed.js')
  script(@Res() response: ServerResponse): void {
    SCRIPT.send(response);
  }
}
