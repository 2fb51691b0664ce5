import type { FillFormOutcome, FormPage, FormView } from '@forms/application';
import { type BrandLogo, type FillStep, FillWalk, hasSteps, type Question, withRecalls } from '@forms/domain';
import { escapeHtml } from '../shared/html-page';
import { fileNameField, type ReceivedFile } from './fill-page-files';
import { ACTION_FIELD, type FillPagePost, linkProblems, PAGE_FIELD, pageProblems, VERSION_FIELD } from './fill-page-post';
import { VISIT_FIELD } from './fill-visit';
import { resumeLink } from './fill-partial';
import { liveCondition, type LiveCondition } from './live-condition';
import { FILL_PAGE_SCRIPT_PATH } from './fill-page-script';
import { embedBridgeTag } from '../embed/embed-bridge';
import { brandLogoPath } from '../../brand/brand.mapper';
import { themeLink } from '../theme/theme-stylesheet';

/**
 * A form with a file question posts multipart/form-data on every page (files cannot travel urlencoded),
 * so that each step is read the same way whichever page holds the file.
 */
function formEncoding(form: FormView): string {
  return form.questions.some((question) => question.kind === 'file_upload') ? ' enctype="multipart/form-data"' : '';
}

/** Named so that no slug or hidden field can take it (those start with a lower-case letter). */
export const HONEYPOT_FIELD = '_website';

/** What the person entered, kept when the page comes back with problems. */
export type EnteredValues = ReadonlyMap<string, readonly string[]>;

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

/** `stylesheet`: the link to the form's look (`themeLink`), after the page's own rules so that it wins. */
export function fillPageLayout(title: string, body: string, stylesheet = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}">
<title>${title}</title>
<style>${STYLE}</style>
${stylesheet}</head>
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

/** Who a page is from: the workspace's name, and its logo when it has one. */
export interface PageOwner {
  workspaceName: string;
  logo?: BrandLogo | null;
}

function heading({ workspaceName, logo }: PageOwner, form: FormView): string {
  // The size the image has, so that the page does not move when it arrives; the style scales it down.
  const image = logo ? `<img class="logo"${attribute('src', brandLogoPath(logo))}${attribute('alt', logo.alt)} width="${logo.width}" height="${logo.height}">\n` : '';
  return `${image}<p class="workspace">${escapeHtml(workspaceName)}</p>\n<h1>${escapeHtml(form.title)}</h1>`;
}

function pageTitle(workspaceName: string, form: FormView): string {
  return `${escapeHtml(form.title)} · ${escapeHtml(workspaceName)}`;
}

const INPUT_TYPES: Partial<Record<string, string>> = {
  short_text: 'text',
  email: 'email',
  number: 'number',
  phone: 'tel',
  url: 'url',
  date: 'date',
};

function attribute(name: string, value: string): string {
  return ` ${name}="${escapeHtml(value)}"`;
}

function controlId(question: Question, suffix = ''): string {
  return `q-${question.slug}${suffix}`;
}

function choiceList(question: Question): string[] {
  if (question.kind === 'yes_no') return ['Yes', 'No'];
  if (question.kind === 'rating') return Array.from({ length: question.scale ?? 5 }, (_, index) => String(index + 1));
  return question.options;
}

function renderQuestion(question: Question, entered: readonly string[], problem: string | undefined, live?: LiveCondition, received?: ReceivedFile): string {
  const errorId = controlId(question, '-error');
  // A question that may not apply carries a note saying when it does, and no `required` attribute:
  // the browser would otherwise demand an answer to a question that is not asked.
  const noteId = controlId(question, '-applies');
  const describedIds = [live ? noteId : '', problem ? errorId : ''].filter((id) => id !== '').join(' ');
  const describedBy = describedIds === '' ? '' : attribute('aria-describedby', describedIds);
  const invalid = `${problem ? attribute('aria-invalid', 'true') : ''}${describedBy}`;
  const error = problem ? `\n<p class="error" id="${errorId}">${escapeHtml(problem)}</p>` : '';
  const note = live ? `\n<p class="applies" id="${noteId}">${escapeHtml(live.note)}</p>` : '';
  // What the page's script reads to show or hide the question as the page is answered.
  const logic = live ? `${attribute('data-visible-if', live.data)}${question.required ? ' data-required' : ''}` : '';
  const requiredMark = question.required ? ' <span class="required">(required)</span>' : '';
  const label = `${escapeHtml(question.label)}${requiredMark}`;
  const required = question.required && !live ? ' required' : '';
  const first = entered[0] ?? '';

  if (question.kind === 'file_upload') return renderFileQuestion(question, label, problem, received, live);
  const inputType = INPUT_TYPES[question.kind];
  if (inputType || question.kind === 'long_text') {
    const id = controlId(question);
    const extra =
      question.kind === 'number' ? ' step="any" inputmode="decimal"' : question.kind === 'email' ? ' autocomplete="email"' : question.kind === 'phone' ? ' autocomplete="tel"' : '';
    const control =
      question.kind === 'long_text'
        ? `<textarea id="${id}"${attribute('name', question.slug)}${required}${invalid}>${escapeHtml(first)}</textarea>`
        : `<input type="${inputType}" id="${id}"${attribute('name', question.slug)}${attribute('value', first)}${required}${extra}${invalid}>`;
    return `<div class="question"${logic}>\n<label for="${id}">${label}</label>${note}\n${control}${error}\n</div>`;
  }
  if (question.kind === 'dropdown') {
    const id = controlId(question);
    const options = [`<option value="">Choose…</option>`]
      .concat(question.options.map((option) => `<option${attribute('value', option)}${option === first ? ' selected' : ''}>${escapeHtml(option)}</option>`))
      .join('');
    return `<div class="question"${logic}>\n<label for="${id}">${label}</label>${note}\n<select id="${id}"${attribute('name', question.slug)}${required}${invalid}>${options}</select>${error}\n</div>`;
  }
  // Radio buttons and checkboxes: a fieldset whose legend is the question. "At least one" of a
  // multiple choice is the server's to check: `required` on checkboxes would demand every box.
  const type = question.kind === 'multiple_choice' ? 'checkbox' : 'radio';
  const requiredChoice = type === 'radio' ? required : '';
  const choices = choiceList(question)
    .map((choice, index) => {
      const id = controlId(question, `-${index + 1}`);
      const checked = entered.includes(choice) ? ' checked' : '';
      return `<div class="choice"><input type="${type}" id="${id}"${attribute('name', question.slug)}${attribute('value', choice)}${checked}${requiredChoice}><label for="${id}">${escapeHtml(choice)}</label></div>`;
    })
    .join('\n');
  const layout = question.kind === 'rating' ? ' scale' : '';
  return `<fieldset class="question"${describedBy}${logic}>\n<legend>${label}</legend>${note}\n<div class="choices${layout}">\n${choices}\n</div>${error}\n</fieldset>`;
}

/**
 * A file input (with `accept` when the question lists extensions). A file the page already received
 * travels on as its upload id in a hidden input named by the slug (its name in another, for display):
 * the person does not send it again, and choosing another file replaces it. See fill-page-files.ts.
 */
function renderFileQuestion(
  question: Question,
  label: string,
  problem: string | undefined,
  received: ReceivedFile | undefined,
  live: LiveCondition | undefined,
): string {
  const id = controlId(question);
  const hintId = controlId(question, '-hint');
  const errorId = controlId(question, '-error');
  const noteId = controlId(question, '-applies');
  const types = question.acceptedTypes ?? [];
  const accept = types.length > 0 ? attribute('accept', types.join(',')) : '';
  const limits = `${types.length > 0 ? `Accepted: ${types.join(', ')}. ` : ''}At most ${question.maxSizeMb ?? 10} MB.`;
  const note = received ? ` Received: ${received.name}. Choose another file only to replace it.` : '';
  const describedBy = attribute('aria-describedby', [live ? noteId : '', hintId, problem ? errorId : ''].filter((part) => part !== '').join(' '));
  const invalid = problem ? attribute('aria-invalid', 'true') : '';
  // Once a file was received, the input may stay empty: the hidden input answers the question. One that
  // may not apply is never required by the browser (its note says when it applies).
  const needsFile = question.required && !received;
  const required = needsFile && !live ? ' required' : '';
  const logic = live ? `${attribute('data-visible-if', live.data)}${needsFile ? ' data-required' : ''}` : '';
  const applies = live ? `\n<p class="applies" id="${noteId}">${escapeHtml(live.note)}</p>` : '';
  const carried = received
    ? `\n<input type="hidden"${attribute('name', question.slug)}${attribute('value', received.id)}><input type="hidden"${attribute('name', fileNameField(question.slug))}${attribute('value', received.name)}>`
    : '';
  const error = problem ? `\n<p class="error" id="${errorId}">${escapeHtml(problem)}</p>` : '';
  return (
    `<div class="question"${logic}>\n<label for="${id}">${label}</label>${applies}${carried}\n` +
    `<input type="file" id="${id}"${attribute('name', question.slug)}${accept}${required}${describedBy}${invalid}>\n` +
    `<p class="hint" id="${hintId}">${escapeHtml(`${limits}${note}`)}</p>${error}\n</div>`
  );
}

export interface FillPageInput extends PageOwner {
  form: FormView;
  /** Hidden field values to carry, from the page's query string or a previous post. */
  hiddenValues: ReadonlyMap<string, string>;
  entered?: EnteredValues;
  /** Problems by slug, shown next to their questions and listed at the top. */
  problems?: ReadonlyMap<string, string>;
  /** Problems that belong to no question (a value carried in the page's link), listed at the top. */
  pageProblems?: readonly string[];
  /** For a form with pages or conditions: the page to show (the first one when absent). */
  step?: FillStep;
  /** Files the page already received, by slug: carried by their upload ids. */
  receivedFiles?: ReadonlyMap<string, ReceivedFile>;
  /** A member's preview: the same page under a banner, posting to the preview, which stores nothing. */
  preview?: boolean;
  /** The visit's signed value, carried from step to step of a form with pages (`fill-visit.ts`). */
  visit?: string;
  /** Framed by a page that embed.js named (`_embed`): the page tells it its page and height. */
  embedded?: boolean;
  /** The link to continue later, on a form that keeps partial responses: its token travels on too. */
  resume?: { token: string; url: string };
}

/** Where a member's preview of a form lives, beside the form's own page. */
export function previewPath(formId: string): string {
  return `/forms/${encodeURIComponent(formId)}/preview`;
}

/** Says, above everything else on a preview, that nothing typed there goes anywhere. */
export function previewBanner(detail: string): string {
  return `<p class="preview-banner" role="note"><strong>Preview: answers are not stored.</strong> ${escapeHtml(detail)}</p>`;
}

const PREVIEW_DETAIL = 'This is the page respondents see; members see this preview in any state of the form.';

/** The parts of a form with pages or conditions that a single page does not have. */
function stepParts(
  form: FormView,
  step: FillStep,
  entered: EnteredValues | undefined,
  problems: ReadonlyMap<string, string> | undefined,
  receivedFiles: ReadonlyMap<string, ReceivedFile> | undefined,
  recall: (text: string) => string,
) {
  const progress = step.count > 1 ? `<p class="progress">Page ${step.number} of ${step.count}</p>\n` : '';
  const title = step.title !== null ? `<h2 class="page-title">${escapeHtml(recall(step.title))}</h2>\n` : '';
  const questions = step.items.map(({ question, live }) =>
    renderQuestion(
      recalledIn(question, recall),
      entered?.get(question.slug) ?? [],
      problems?.get(question.slug),
      live ? liveCondition(form.questions, live) : undefined,
      receivedFiles?.get(question.slug),
    ),
  );
  const carried = step.carried.map(([name, value]) => {
    const input = `<input type="hidden"${attribute('name', name)}${attribute('value', value)}>`;
    // A file received on another page travels on by its upload id, with its name for when the page comes back.
    const file = receivedFiles?.get(name);
    return file && file.id === value ? `${input}<input type="hidden"${attribute('name', fileNameField(name))}${attribute('value', file.name)}>` : input;
  });
  carried.push(`<input type="hidden" name="${PAGE_FIELD}" value="${step.page}">`);
  const back = step.number > 1 ? `\n<button type="submit" class="back" name="${ACTION_FIELD}" value="back" formnovalidate>Back</button>` : '';
  // Next comes first, so that Enter in a field goes forward; the styling puts Back on its left.
  const actions = `<div class="actions">\n<button type="submit" name="${ACTION_FIELD}" value="next">${step.last ? 'Submit' : 'Next'}</button>${back}\n</div>`;
  const script = step.items.some((item) => item.live) ? `\n<script src="${FILL_PAGE_SCRIPT_PATH}"></script>` : '';
  return { top: `${progress}${title}`, questions: [...questions, ...carried], actions, script };
}

/**
 * A label or page title with the answers it recalls: a choice by its label, a file by its name, a hidden
 * field by its value, "" when unanswered. Only answers of earlier pages are known when a page is drawn.
 */
function recaller(hiddenValues: ReadonlyMap<string, string>, entered: EnteredValues | undefined, receivedFiles: ReadonlyMap<string, ReceivedFile> | undefined) {
  const valueOf = (name: string): string => receivedFiles?.get(name)?.name ?? hiddenValues.get(name) ?? (entered?.get(name) ?? []).map((value) => value.trim()).join(', ');
  return (text: string): string => withRecalls(text, valueOf);
}

function recalledIn(question: Question, recall: (text: string) => string): Question {
  return question.label.includes('{{') ? Object.assign({}, question, { label: recall(question.label) }) : question;
}

export function renderFillPage({ workspaceName, logo, form, hiddenValues, entered, problems, pageProblems = [], step, receivedFiles, preview = false, visit, embedded = false, resume }: FillPageInput): string {
  const recall = recaller(hiddenValues, entered, receivedFiles);
  const shownStep = hasSteps(form) ? (step ?? FillWalk.firstStep(form, Object.fromEntries(hiddenValues))) : null;
  const steps = shownStep ? stepParts(form, shownStep, entered, problems, receivedFiles, recall) : null;
  const questions = steps
    ? steps.questions
    : form.questions.map((question) => renderQuestion(recalledIn(question, recall), entered?.get(question.slug) ?? [], problems?.get(question.slug), undefined, receivedFiles?.get(question.slug)));
  let summary = '';
  const count = (problems?.size ?? 0) + pageProblems.length;
  if (count > 0) {
    const general = pageProblems.map((problem) => `<li>${escapeHtml(problem)}</li>`);
    const items = form.questions
      .filter((question) => problems?.has(question.slug))
      .map((question) => {
        const target =
          question.kind === 'dropdown' || INPUT_TYPES[question.kind] || question.kind === 'long_text' || question.kind === 'file_upload'
            ? controlId(question)
            : controlId(question, '-1');
        return `<li><a href="#${target}">${escapeHtml(recall(question.label))}: ${escapeHtml(problems!.get(question.slug)!)}</a></li>`;
      })
      .concat(general)
      .join('\n');
    const heading = pageProblems.length > 0 && !problems?.size ? 'Your answers were not sent' : `Please correct ${count === 1 ? 'this answer' : `these ${count} answers`}`;
    summary = `<div class="summary" role="alert" tabindex="-1">\n<h2>${heading}</h2>\n<ul>\n${items}\n</ul>\n</div>\n`;
  }
  const hidden = form.hiddenFields
    .filter((name) => hiddenValues.has(name))
    .map((name) => `<input type="hidden"${attribute('name', name)}${attribute('value', hiddenValues.get(name)!)}>`)
    .join('\n');
  const honeypot = `<div class="hp" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this field empty</label><input type="text" id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></div>`;
  const top = preview ? `${previewBanner(PREVIEW_DETAIL)}\n${heading({ workspaceName, logo }, form)}` : heading({ workspaceName, logo }, form);
  // A page shown by a link to continue later lives at another address: it posts to the form's own page.
  const action = preview ? attribute('action', previewPath(form.id)) : resume ? attribute('action', `/forms/${encodeURIComponent(form.id)}`) : '';
  // Every page and every post carries the version shown: the respondent finishes on the one they started.
  const version = form.version === undefined || preview ? '' : `<input type="hidden" name="${VERSION_FIELD}" value="${form.version}">\n`;
  const visitField = visit === undefined || preview ? '' : `<input type="hidden"${attribute('name', VISIT_FIELD)}${attribute('value', visit)}>\n`;
  const bridge = embedded ? embedBridgeTag(shownStep ?? { number: 1, count: 1 }) : '';
  const resumeParts = resume === undefined || preview ? { field: '', link: '' } : resumeLink(resume);
  return fillPageLayout(
    pageTitle(workspaceName, form),
    (steps
      ? `${top}\n${summary}<form method="post"${action}${formEncoding(form)}>\n${version}${visitField}${resumeParts.field}${steps.top}${questions.join('\n')}\n${hidden}\n${honeypot}\n${steps.actions}\n</form>${resumeParts.link}${steps.script}`
      : `${top}\n${summary}<form method="post"${action}${formEncoding(form)}>\n${version}${questions.join('\n')}\n${hidden}\n${honeypot}\n<button type="submit">Submit</button>\n</form>`) + bridge,
    themeLink(form),
  );
}

/**
 * The fill page shown again after a post (the next page, or this one with its problems), for the real
 * page and the preview alike: what `FillForm` decided, with what the person entered and the files the
 * page already received (not those of a question shown again with a problem: another file is chosen).
 */
export function renderFillOutcome(
  page: FormPage,
  post: FillPagePost,
  outcome: Extract<FillFormOutcome, { kind: 'step' | 'refused' }>,
  preview = false,
  visit?: string,
  embedded = false,
  resume?: FillPageInput['resume'],
): { status: number; html: string } {
  const problems = pageProblems(outcome.problems);
  const html = renderFillPage({
    workspaceName: page.workspaceName,
    logo: page.logo,
    form: page.form,
    hiddenValues: post.hiddenValues,
    entered: post.entered,
    problems,
    pageProblems: outcome.kind === 'refused' ? linkProblems(outcome.otherProblems) : [],
    step: outcome.step,
    receivedFiles: post.receivedFiles(problems),
    preview,
    visit,
    embedded,
    resume,
  });
  return { status: outcome.kind === 'step' ? outcome.status : 422, html };
}

export function renderNoticePage(owner: PageOwner, form: FormView, notice: string, embedded = false): string {
  const bridge = embedded ? embedBridgeTag(null) : '';
  return fillPageLayout(pageTitle(owner.workspaceName, form), `${heading(owner, form)}\n<p role="status">${escapeHtml(notice)}</p>${bridge}`, themeLink(form));
}

/** The end of a member's preview: what a respondent would see next, and that nothing was stored. */
export function renderPreviewEndPage(owner: PageOwner, form: FormView, thankYou: string, detail: string): string {
  return fillPageLayout(
    pageTitle(owner.workspaceName, form),
    `${previewBanner(detail)}\n${heading(owner, form)}\n<p role="status">${escapeHtml(thankYou)}</p>\n<p><a href="${previewPath(form.id)}">Preview again</a></p>`,
    themeLink(form),
  );
}

/** A notice with a link onwards (a link to continue later that has ended: to the form's first page). */
export function renderNoticeWithLink(owner: PageOwner, form: FormView, notice: string, link: { href: string; text: string }): string {
  return fillPageLayout(
    pageTitle(owner.workspaceName, form),
    `${heading(owner, form)}\n<p role="status">${escapeHtml(notice)}</p>\n<p><a${attribute('href', link.href)}>${escapeHtml(link.text)}</a></p>`,
    themeLink(form),
  );
}
