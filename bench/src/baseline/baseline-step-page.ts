import { createHmac } from 'node:crypto';
import type { FormRow } from '@forms/persistence/sql';

// The page a step of the fill page answers with, laid out by hand as a server without a framework would
// write it: the same bytes as the service's page for a form whose pages ask plain questions (no
// conditions, recalls or files), which is what S15 posts. The benchmark compares the two pages whole
// (but for the signed visit and the link to continue later, new on every post), so any drift between
// this and the service's renderer stops the run rather than skewing it.

type Question = NonNullable<FormRow['questions']>[number];

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border-radius:12px;padding:1.25rem 1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.workspace{margin:0 0 .25rem;color:#4b5563;font-size:.95rem}
h1{margin:0 0 1.25rem;font-size:1.6rem;line-height:1.25}
.logo{display:block;width:auto;max-width:100%;height:auto;max-height:4rem;margin:0 0 .75rem}
.question{margin:0 0 1.4rem;padding:0;border:0}
.question>label,legend{display:block;font-weight:600;margin-bottom:.4rem;padding:0}
.required{color:#4b5563;font-weight:400;font-size:.9rem}
input[type=text],input[type=email],input[type=number],input[type=tel],input[type=url],input[type=date],textarea,select{
  width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7280;border-radius:8px;background:#fff;color:inherit}
textarea{min-height:7rem;resize:vertical}
input:focus,textarea:focus,select:focus,button:focus{outline:3px solid #2563eb;outline-offset:2px}
.choice{display:flex;align-items:center;gap:.6rem;margin:.35rem 0}
.choice input{width:1.25rem;height:1.25rem;margin:0}
.scale{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.error{color:#b91c1c;font-weight:600;margin:.35rem 0 0}
.summary{border:2px solid #b91c1c;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem;background:#fef2f2}
.summary h2{font-size:1.1rem;margin:0 0 .4rem}
.summary a{color:#991b1b}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.75rem 1.5rem;cursor:pointer;width:100%}
@media (min-width:40rem){button{width:auto}}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.hint{color:#4b5563;font-size:.9rem;margin:.3rem 0 0}
input[type=file]{width:100%;font:inherit;padding:.5rem;border:1px dashed #6b7280;border-radius:8px;background:#fff}
.progress{margin:0 0 .5rem;color:#4b5563;font-size:.95rem}
.page-title{font-size:1.25rem;margin:0 0 1rem}
.applies{margin:0 0 .5rem;color:#4b5563;font-size:.95rem}
.actions{display:flex;flex-direction:row-reverse;justify-content:flex-end;gap:.75rem}
.actions button{width:auto;flex:1 1 0}
@media (min-width:40rem){.actions button{flex:0 0 auto}}
button.back{color:#1d4ed8;background:#fff;border:2px solid #1d4ed8}
p[role=status]{white-space:pre-line;overflow-wrap:anywhere}
.preview-banner{margin:0 0 1rem;padding:.6rem .9rem;border:2px solid #92400e;border-radius:8px;background:#fffbeb;color:#78350f}
`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

const INPUT_TYPES: Partial<Record<string, string>> = { short_text: 'text', email: 'email', number: 'number', phone: 'tel', url: 'url', date: 'date' };
const INPUT_EXTRAS: Partial<Record<string, string>> = { number: ' step="any" inputmode="decimal"', email: ' autocomplete="email"', phone: ' autocomplete="tel"' };
const HONEYPOT =
  '<div class="hp" aria-hidden="true"><label for="_website">Leave this field empty</label><input type="text" id="_website" name="_website" value="" tabindex="-1" autocomplete="off"></div>';

export class UnsupportedStep extends Error {}

/** One plain question, unanswered on the page it is first shown. */
function questionHtml(question: Question): string {
  if (question.label.includes('{{') || question.visibleIf) throw new UnsupportedStep(`${question.slug}: recalls and conditions are not laid out here`);
  const id = `q-${question.slug}`;
  const label = `${escapeHtml(question.label)}${question.required ? ' <span class="required">(required)</span>' : ''}`;
  const required = question.required ? ' required' : '';
  const type = INPUT_TYPES[question.kind];
  if (type) {
    const input = `<input type="${type}" id="${id}"${attribute('name', question.slug)}${attribute('value', '')}${required}${INPUT_EXTRAS[question.kind] ?? ''}>`;
    return `<div class="question">\n<label for="${id}">${label}</label>\n${input}\n</div>`;
  }
  if (question.kind === 'long_text') return `<div class="question">\n<label for="${id}">${label}</label>\n<textarea id="${id}"${attribute('name', question.slug)}${required}></textarea>\n</div>`;
  if (question.kind === 'single_choice' || question.kind === 'yes_no') {
    const choices = (question.kind === 'yes_no' ? ['Yes', 'No'] : question.options).map((choice, index) => {
      const choiceId = `${id}-${index + 1}`;
      return `<div class="choice"><input type="radio" id="${choiceId}"${attribute('name', question.slug)}${attribute('value', choice)}${required}><label for="${choiceId}">${escapeHtml(choice)}</label></div>`;
    });
    return `<fieldset class="question">\n<legend>${label}</legend>\n<div class="choices">\n${choices.join('\n')}\n</div>\n</fieldset>`;
  }
  throw new UnsupportedStep(`${question.slug}: ${question.kind} questions are not laid out here`);
}

export interface StepPage {
  workspaceName: string;
  logo: { hash: string; format: string; width: number; height: number; alt: string } | null;
  form: { id: string; title: string; version: number };
  /** 1-based, of `count` pages. */
  page: number;
  count: number;
  title: string | null;
  questions: readonly Question[];
  /** The answers of the other pages, carried on as hidden inputs: [slug, value]. */
  carried: ReadonlyArray<readonly [string, string]>;
  /** The form's hidden fields the post carried, in the form's order. */
  hiddenValues: ReadonlyArray<readonly [string, string]>;
  visit: string;
  resume: { token: string; url: string };
}

/** A later page (not the last) of a form with pages, as the service writes it after a step. */
export function stepPageHtml(step: StepPage): string {
  const { form } = step;
  const image = step.logo
    ? `<img class="logo"${attribute('src', `/brand/logo/${step.logo.hash}.${step.logo.format}`)}${attribute('alt', step.logo.alt)} width="${step.logo.width}" height="${step.logo.height}">\n`
    : '';
  const heading = `${image}<p class="workspace">${escapeHtml(step.workspaceName)}</p>\n<h1>${escapeHtml(form.title)}</h1>`;
  const top = `<p class="progress">Page ${step.page} of ${step.count}</p>\n${step.title === null ? '' : `<h2 class="page-title">${escapeHtml(step.title)}</h2>\n`}`;
  const fields = [
    ...step.questions.map(questionHtml),
    ...step.carried.map(([name, value]) => `<input type="hidden"${attribute('name', name)}${attribute('value', value)}>`),
    `<input type="hidden" name="_page" value="${step.page}">`,
  ];
  const hidden = step.hiddenValues.map(([name, value]) => `<input type="hidden"${attribute('name', name)}${attribute('value', value)}>`).join('\n');
  const actions =
    `<div class="actions">\n<button type="submit" name="_action" value="next">${step.page === step.count ? 'Submit' : 'Next'}</button>` +
    (step.page > 1 ? '\n<button type="submit" class="back" name="_action" value="back" formnovalidate>Back</button>' : '') +
    '\n</div>';
  const body =
    `${heading}\n<form method="post"${attribute('action', `/forms/${encodeURIComponent(form.id)}`)}>\n` +
    `<input type="hidden" name="_version" value="${form.version}">\n<input type="hidden"${attribute('name', '_visit')}${attribute('value', step.visit)}>\n` +
    `<input type="hidden" name="_resume"${attribute('value', step.resume.token)}>\n` +
    `${top}${fields.join('\n')}\n${hidden}\n${HONEYPOT}\n${actions}\n</form>` +
    `\n<p class="resume"><a href="${escapeHtml(step.resume.url)}">Continue later</a>: keep this link to come back to this page with your answers in place. Anyone with the link can see them.</p>`;
  const title = `${escapeHtml(form.title)} · ${escapeHtml(step.workspaceName)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

/**
 * A visit signed as the service signs it (its id, the pages it was counted on, an HMAC of both with the
 * form's id), with a key of the baseline's own: no post of the benchmark carries one back.
 */
export function signVisit(key: Buffer, formId: string, visitId: string, counted: readonly number[]): string {
  const body = `${visitId}.${[...counted].sort((a, b) => a - b).join('-')}`;
  return `${body}.${createHmac('sha256', key).update(`${formId}.${body}`).digest('base64url').slice(0, 32)}`;
}
