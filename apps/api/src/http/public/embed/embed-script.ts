import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';

/**
 * `{base_url}/embed.js`, the one script a customer's page loads to show a form inside it. Written by hand
 * with no dependencies, so that it stays small (its gzipped size is checked by a unit spec) and runs on
 * any page. For every `<div data-form="{attempt_url}">` it makes:
 * - `data-mode="inline"` (the default): an iframe, full width, whose height follows the form's content;
 * - `data-mode="popup"` or `"slider"`: a button (`data-button` is its text) that opens the form in a
 *   modal `<dialog>` (centred, or as a side panel): focus moves into it, Escape or Close shuts it, and
 *   focus goes back to the button.
 * The form's address gets the `data-prefill-<slug>` values, the host page's own query parameters that
 * `data-hidden` lists (the form's hidden fields, comma-separated: a respondent arriving with
 * `?utm_source=...` keeps it), and `_embed`, this page's origin: the only origin the form's page will
 * post its events to. Nothing else of the host page's address goes on: it may carry the host's own
 * secrets (a session, a reset token), and a name the form happens to use as a question would fill it in.
 * The form's messages are believed only from that iframe's window and the form's own origin, and become
 * `form:ready`, `form:page` ({page, of}) and `form:submitted` ({submission_id}) events on the div.
 * Styles are set through the DOM (element.style), which a host page's CSP without 'unsafe-inline' allows.
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  if (window.__formsEmbed) return;
  window.__formsEmbed = true;
  var NAME = /^[a-z][a-z0-9_]{0,63}$/;
  var PREFILL = 'data-prefill-';
  var embeds = [];

  function address(el) {
    var url = new URL(el.getAttribute('data-form'), location.href);
    var own = url.searchParams;
    for (var i = 0; i < el.attributes.length; i++) {
      var attribute = el.attributes[i];
      var slug = attribute.name.indexOf(PREFILL) === 0 ? attribute.name.slice(PREFILL.length) : '';
      if (NAME.test(slug)) own.set(slug, attribute.value);
    }
    var hidden = (el.getAttribute('data-hidden') || '').split(/[\\s,]+/);
    new URLSearchParams(location.search).forEach(function (value, name) {
      if (NAME.test(name) && hidden.indexOf(name) >= 0 && !own.has(name)) own.set(name, value);
    });
    if (/^https?:$/.test(location.protocol)) own.set('_embed', location.origin);
    return url;
  }

  function css(el, styles) {
    for (var name in styles) el.style[name] = styles[name];
    return el;
  }

  function frame(embed) {
    var iframe = css(document.createElement('iframe'), { width: '100%', height: '480px', border: '0', display: 'block' });
    iframe.title = embed.el.getAttribute('data-title') || 'Form';
    iframe.src = embed.url.href;
    embed.iframe = iframe;
    return iframe;
  }

  function emit(embed, name, detail) {
    embed.el.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true }));
  }

  function dialog(embed, slider) {
    var box = css(document.createElement('dialog'), slider
      ? { margin: '0 0 0 auto', height: '100%', maxHeight: '100%', width: 'min(30rem, 100vw)', padding: '0', border: '0', overflow: 'auto' }
      : { width: 'min(42rem, 94vw)', maxHeight: '90vh', padding: '0', border: '0', borderRadius: '12px', overflow: 'auto' });
    box.setAttribute('aria-label', embed.button.textContent);
    var close = css(document.createElement('button'), { position: 'sticky', top: '0', float: 'right', margin: '8px', font: 'inherit', cursor: 'pointer' });
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { box.close(); });
    box.appendChild(close);
    box.appendChild(frame(embed));
    // Escape closes a modal dialog by itself; focus goes back to the button that opened it.
    box.addEventListener('close', function () { embed.button.focus(); });
    box.addEventListener('click', function (event) { if (event.target === box) box.close(); });
    document.body.appendChild(box);
    return box;
  }

  function mount(el) {
    if (el.getAttribute('data-form-embedded')) return;
    el.setAttribute('data-form-embedded', 'true');
    var embed = { el: el, url: address(el), ready: false };
    embeds.push(embed);
    var mode = el.getAttribute('data-mode') || 'inline';
    if (mode !== 'popup' && mode !== 'slider') {
      el.appendChild(frame(embed));
      return;
    }
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = el.getAttribute('data-button') || 'Open form';
    button.setAttribute('aria-haspopup', 'dialog');
    embed.button = button;
    button.addEventListener('click', function () {
      embed.dialog = embed.dialog || dialog(embed, mode === 'slider');
      embed.dialog.showModal();
      embed.dialog.querySelector('button').focus();
    });
    el.appendChild(button);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.forms !== 1) return;
    for (var i = 0; i < embeds.length; i++) {
      var embed = embeds[i];
      if (!embed.iframe || event.source !== embed.iframe.contentWindow || event.origin !== embed.url.origin) continue;
      if (typeof data.height === 'number' && data.height > 0) embed.iframe.style.height = Math.ceil(data.height) + 'px';
      if (typeof data.title === 'string' && data.title) embed.iframe.title = data.title;
      if (!embed.ready) {
        embed.ready = true;
        emit(embed, 'form:ready', {});
      }
      if (data.type === 'page' && data.page > 0 && data.of >= data.page) emit(embed, 'form:page', { page: data.page, of: data.of });
      if (data.type === 'submitted' && typeof data.submission_id === 'string') emit(embed, 'form:submitted', { submission_id: data.submission_id });
      return;
    }
  });

  function scan() {
    var found = document.querySelectorAll('[data-form]');
    for (var i = 0; i < found.length; i++) mount(found[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
`;

const BODY = Buffer.from(EMBED_SCRIPT, 'utf8');

/**
 * Served at one fixed address that customers paste into their pages, so it is cached for an hour (not
 * for good): a new version reaches every page within the hour. Any site may load it (CORS for any
 * origin, and a cross-origin resource policy that lets other sites' pages use it).
 */
@ApiExcludeController()
@Controller()
export class EmbedScriptController {
  @Get('embed.js')
  script(@Res() response: ServerResponse): void {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    response.setHeader('Content-Length', BODY.length);
    response.end(BODY);
  }
}
