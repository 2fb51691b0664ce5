import { createHmac } from 'node:crypto';
import { signVisit, stepPageHtml, type StepPage, UnsupportedStep } from './baseline-step-page';

// The bench compares this page with the service's own, byte for byte; these pin what it writes from its
// inputs (escaping, the parts that depend on the step), so a change here is a choice, not an accident.

const question = (fields: Partial<StepPage['questions'][number]> & { slug: string; kind: string; label: string }) =>
  ({ id: `id-${fields.slug}`, position: 1, required: false, options: [], ...fields }) as StepPage['questions'][number];

const STEP: StepPage = {
  workspaceName: 'Bench & co',
  logo: null,
  form: { id: 'f-1', title: 'Sign <up>', version: 3 },
  page: 2,
  count: 3,
  title: 'Your team',
  questions: [question({ slug: 'seats', kind: 'number', label: 'Seats' })],
  carried: [
    ['your_name', 'Ada "A" Lovelace'],
    ['plan', 'Pro'],
  ],
  hiddenValues: [],
  visit: 'v.2.mac',
  resume: { token: 't'.repeat(43), url: `http://bench.localhost:3000/forms/f-1/resume/${'t'.repeat(43)}` },
};

describe("the baseline's page for a step", () => {
  it('writes the page reached with its question, the answers carried on, the visit, the link to continue later', () => {
    const html = stepPageHtml(STEP);
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Sign &lt;up&gt; · Bench &amp; co</title>');
    expect(html).toContain(
      '<p class="workspace">Bench &amp; co</p>\n<h1>Sign &lt;up&gt;</h1>\n<form method="post" action="/forms/f-1">\n' +
        '<input type="hidden" name="_version" value="3">\n<input type="hidden" name="_visit" value="v.2.mac">\n' +
        `<input type="hidden" name="_resume" value="${'t'.repeat(43)}">\n` +
        '<p class="progress">Page 2 of 3</p>\n<h2 class="page-title">Your team</h2>\n' +
        '<div class="question">\n<label for="q-seats">Seats</label>\n<input type="number" id="q-seats" name="seats" value="" step="any" inputmode="decimal">\n</div>\n' +
        '<input type="hidden" name="your_name" value="Ada &quot;A&quot; Lovelace">\n<input type="hidden" name="plan" value="Pro">\n<input type="hidden" name="_page" value="2">\n\n' +
        '<div class="hp" aria-hidden="true">',
    );
    expect(html).toContain(
      '<div class="actions">\n<button type="submit" name="_action" value="next">Next</button>\n' +
        '<button type="submit" class="back" name="_action" value="back" formnovalidate>Back</button>\n</div>\n</form>\n' +
        `<p class="resume"><a href="http://bench.localhost:3000/forms/f-1/resume/${'t'.repeat(43)}">Continue later</a>: keep this link`,
    );
    expect(html.endsWith('</p>\n</div>\n</main>\n</body>\n</html>\n')).toBe(true);
  });

  it('shows the logo, required questions, choices, hidden fields and Submit on the last page', () => {
    const html = stepPageHtml({
      ...STEP,
      logo: { hash: 'abc', format: 'png', width: 120, height: 40, alt: 'Bench "logo"' },
      page: 3,
      title: null,
      questions: [
        question({ slug: 'contact', kind: 'email', label: 'Contact email', required: true }),
        question({ slug: 'size', kind: 'single_choice', label: 'Size', options: ['S', 'M'], required: true }),
      ],
      hiddenValues: [['utm_source', 'x&y']],
    });
    expect(html).toContain('<img class="logo" src="/brand/logo/abc.png" alt="Bench &quot;logo&quot;" width="120" height="40">\n<p class="workspace">');
    expect(html).toContain('<p class="progress">Page 3 of 3</p>\n<div class="question">');
    expect(html).toContain('<label for="q-contact">Contact email <span class="required">(required)</span></label>\n<input type="email" id="q-contact" name="contact" value="" required autocomplete="email">');
    expect(html).toContain('<fieldset class="question">\n<legend>Size <span class="required">(required)</span></legend>\n<div class="choices">\n' +
      '<div class="choice"><input type="radio" id="q-size-1" name="size" value="S" required><label for="q-size-1">S</label></div>\n');
    expect(html).toContain('<input type="hidden" name="_page" value="3">\n<input type="hidden" name="utm_source" value="x&amp;y">\n<div class="hp"');
    expect(html).toContain('<button type="submit" name="_action" value="next">Submit</button>');
  });

  it('refuses what it does not lay out rather than writing another page', () => {
    expect(() => stepPageHtml({ ...STEP, questions: [question({ slug: 'cv', kind: 'file_upload', label: 'CV' })] })).toThrow(UnsupportedStep);
    expect(() => stepPageHtml({ ...STEP, questions: [question({ slug: 'x', kind: 'short_text', label: 'Hi {{your_name}}' })] })).toThrow(UnsupportedStep);
  });

  it('signs a visit as the service does: id, pages counted in order, an HMAC of both with the form', () => {
    const key = Buffer.alloc(32, 7);
    const mac = createHmac('sha256', key).update('f-1.abc.1-2').digest('base64url').slice(0, 32);
    expect(signVisit(key, 'f-1', 'abc', [2, 1])).toBe(`abc.1-2.${mac}`);
    expect(signVisit(key, 'f-2', 'abc', [2, 1])).not.toBe(signVisit(key, 'f-1', 'abc', [2, 1]));
  });
});
