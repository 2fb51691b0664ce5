import type { Browser, Page } from 'playwright-core';
import { horizontalOverflow, launchChromium, seriousViolations } from '../support/chromium';
import { heading, openConsoleBrowser, PHONE, type Visit, WIDE } from './console-browser';
import { browse } from '../support/browser';
import { V2 } from '../support/operations';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { NO_LIMITS } from '../support/shared-app/profiles';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The form builder in a real browser (Debian's Chromium through playwright-core) against the real API
// and PostgreSQL: reordering by dnd-kit's keyboard sensor (Space on the handle, arrows, Space to drop),
// by a real mouse drag (its pointer sensor) and by Move up / Move down; a form's life from draft to
// deletion; pages, conditions and a file question at 375 px. Building every kind of question is the
// builder's component spec (builder.spec.tsx), against the console API's fake.

jest.setTimeout(240_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;
let browser: Browser;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create({ name: 'Builder Lab', timeZone: 'Europe/Berlin' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

function url(path: string): string {
  return `${t.baseUrl(ws)}${path}`;
}

async function openBrowser(viewport = WIDE): Promise<Visit> {
  return openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, ws.adminEmail), viewport);
}

async function createForm(title: string, questions: unknown[] = []): Promise<any> {
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title, questions } } });
  expect(created.status).toBe(201);
  return created.body.form;
}

function cards(page: Page) {
  return page.locator('.question-card');
}

/** The questions' labels in the order the builder shows them. */
function labels(page: Page): Promise<string[]> {
  return cards(page)
    .locator('input[id$="-label"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as any).value));
}

/** What dnd-kit last told screen readers (its live region). */
function announced(page: Page, text: string): Promise<void> {
  return page.locator('[id^=DndLiveRegion]').getByText(text, { exact: true }).waitFor({ state: 'attached' });
}

async function saved(page: Page, state = 'Saved'): Promise<void> {
  await page.locator('#save-state').getByText(state, { exact: true }).waitFor();
}

/** `Publish changes`: the draft (saved first if a change waits) becomes the form's next version. */
async function publishChanges(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await saved(page, `Published version ${version}`);
}

function focused(page: Page): Promise<string | null> {
  return page.evaluate('document.activeElement && (document.activeElement.getAttribute("aria-label") || document.activeElement.textContent)');
}


it('reorders by keyboard alone (Space, arrows, Space; Escape cancels), by the Move buttons, and by dragging with the mouse', async () => {
  const form = await createForm('Order', ['One', 'Two', 'Three', 'Four', 'Five'].map((label) => ({ kind: 'short_text', label })));
  const visit = await openBrowser();
  const { page } = visit;
  try {
    await page.goto(url(`/console/forms/${form.id}`));
    await cards(page).first().waitFor();

    // Keyboard: Tab reaches the first handle after the title; Space picks it up, two arrows down, Space drops.
    await page.getByLabel('Title', { exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Drag to reorder: One');
    await page.keyboard.press('Space');
    await announced(page, 'One is over position 1 of 5.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'One is over position 2 of 5.');
    await page.keyboard.press('ArrowDown');
    await announced(page, 'One is over position 3 of 5.');
    // The save state from the drop on, as it changes: the autosave comes a moment after the move, which
    // on a busy machine can be sooner than the checks below reach it, so the first change is read as recorded.
    await page.evaluate(
      `(() => { const state = document.getElementById('save-state'); window.saveStates = []; new MutationObserver(() => window.saveStates.push(state.textContent)).observe(state, { childList: true, characterData: true, subtree: true }); })()`,
    );
    await page.keyboard.press('Space');
    await announced(page, 'One dropped at position 3 of 5.');
    await page.waitForFunction(`document.querySelectorAll('.question-card input[id$="-label"]')[2].value === 'One'`);
    expect(await labels(page)).toEqual(['Two', 'Three', 'One', 'Four', 'Five']);
    // The handle keeps the focus, so the member can go on.
    expect(await focused(page)).toBe('Drag to reorder: One');
    expect(((await page.evaluate('window.saveStates')) as string[])[0]).toBe('Unsaved changes');

    // Escape puts it back where it was.
    await page.keyboard.press('Space');
    await announced(page, 'One is over position 3 of 5.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'One is over position 2 of 5.');
    await page.keyboard.press('Escape');
    await announced(page, 'Moving One was cancelled.');
    expect(await labels(page)).toEqual(['Two', 'Three', 'One', 'Four', 'Five']);

    // The buttons: Five goes up twice, and Move up keeps the focus for the next press.
    await page.getByRole('button', { name: 'Move up: Five' }).click();
    expect(await focused(page)).toBe('Move up: Five');
    await page.keyboard.press('Enter');
    expect(await labels(page)).toEqual(['Two', 'Three', 'Five', 'One', 'Four']);
    await page.getByRole('button', { name: 'Move down: Two' }).click();
    expect(await labels(page)).toEqual(['Three', 'Two', 'Five', 'One', 'Four']);
    expect(await page.getByRole('button', { name: 'Move up: Three' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move down: Four' }).isDisabled()).toBe(true);

    // The mouse: Four's handle pressed, moved in steps above Three's card, released.
    const handle = page.getByRole('button', { name: 'Drag to reorder: Four' });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await announced(page, 'Four is over position 5 of 5.');
    const target = (await page.getByRole('button', { name: 'Drag to reorder: Three' }).boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y - 10, { steps: 30 });
    await announced(page, 'Four is over position 1 of 5.');
    await page.mouse.up();
    await announced(page, 'Four dropped at position 1 of 5.');
    await page.waitForFunction(`document.querySelector('.question-card input[id$="-label"]').value === 'Four'`);
    expect(await labels(page)).toEqual(['Four', 'Three', 'Two', 'Five', 'One']);

    await publishChanges(page, 2);
    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect(stored.questions.map((question: any) => question.label)).toEqual(['Four', 'Three', 'Two', 'Five', 'One']);
    // The questions kept their ids: a move is a move, not a new question.
    expect(stored.questions.map((question: any) => question.id).sort()).toEqual(form.questions.map((question: any) => question.id).sort());
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it('warns before leaving unsaved changes, publishes what is on screen, shares the link (copy, QR, embed) that a phone answers, and then says stored responses keep their questions', async () => {
  const form = await createForm('Lunch poll', [
    { kind: 'short_text', label: 'Your name', required: true },
    { kind: 'rating', label: 'How was it?', scale: 5 },
  ]);
  const visit = await openBrowser();
  const { page } = visit;
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.baseUrl(ws) });
  try {
    await page.goto(url(`/console/forms/${form.id}`));
    await cards(page).first().waitFor();
    // The preview is the real fill page, in a new tab, even of this draft, whose public link is closed.
    const preview = page.getByRole('link', { name: /^Preview/ });
    expect([await preview.getAttribute('href'), await preview.getAttribute('target')]).toEqual([`${form.attempt_url}/preview`, '_blank']);
    const [previewTab] = await Promise.all([visit.context.waitForEvent('page'), preview.click()]);
    await previewTab.waitForLoadState();
    expect(await previewTab.locator('.preview-banner strong').textContent()).toBe('Preview: answers are not stored.');
    expect(await previewTab.locator('h1').textContent()).toBe('Lunch poll');
    expect(await previewTab.getByLabel(/^Your name/).isVisible()).toBe(true);
    expect(await previewTab.getByRole('group', { name: /^How was it\?/ }).isVisible()).toBe(true);
    expect(await seriousViolations(previewTab)).toEqual([]);
    await previewTab.getByLabel(/^Your name/).fill('Preview person');
    await previewTab.locator('input[type=radio][value="3"]').check();
    await previewTab.locator('form[method=post] [type=submit]').click();
    await previewTab.getByText('Thank you! Your answers have been sent.').waitFor();
    await previewTab.close();
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/submissions`)).body.submissions).toEqual([]);

    // A change not saved yet (a question added and not typed, which the draft does not save by itself):
    // following a link of the app asks first, and staying keeps the edit.
    await page.getByLabel('Title', { exact: true }).fill('Friday lunch poll');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('list', { name: 'Kinds of question' }).getByRole('button', { name: 'Short text', exact: true }).click();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
    expect(asked).toEqual(['confirm: This form has unsaved changes. Leave without saving them?']);
    expect(page.url()).toBe(url(`/console/forms/${form.id}`));
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Friday lunch poll');
    // Closing the tab asks too (the browser's own question).
    const closing = new Promise<string>((done) =>
      page.once('dialog', (dialog) => {
        done(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await closing).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    // Publish carries the draft along: the question left empty goes, and the title is published.
    await page.getByRole('button', { name: 'Delete: Question 3' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await saved(page, 'Published');
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect([stored.title, stored.state]).toEqual(['Friday lunch poll', 'published']);

    expect(await page.getByLabel('Link', { exact: true }).inputValue()).toBe(stored.attempt_url);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(stored.attempt_url);
    expect(await page.getByRole('img', { name: `QR code of the form's link, ${stored.attempt_url}` }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.getByLabel('Embed code').inputValue()).toContain(`<iframe src="${stored.attempt_url}"`);
    expect(await seriousViolations(page)).toEqual([]);

    // Someone else, on a phone, without a session, answers through the link.
    const respondent = await openConsoleBrowser(browser, t.baseUrl(ws), null, PHONE);
    try {
      await respondent.page.goto(stored.attempt_url);
      expect(await respondent.page.locator('h1').textContent()).toBe('Friday lunch poll');
      expect(await horizontalOverflow(respondent.page)).toBe(0);
      await respondent.page.getByLabel(/^Your name/).fill('Ada');
      await respondent.page.locator('input[type=radio][value="4"]').check();
      await Promise.all([respondent.page.waitForURL(/\/thank-you$/), respondent.page.locator('form[method=post] [type=submit]').click()]);
      expect(respondent.problems).toEqual([]);
    } finally {
      await respondent.context.close();
    }
    const answered = (await t.client(ws).get(`${V2}/forms/${form.id}/submissions`)).body.submissions;
    expect(answered.map((submission: any) => submission.responses.map((response: any) => response.value))).toEqual([['Ada', '4']]);

    // With a response stored, the builder says that stored responses keep what they were answered with.
    await page.reload();
    expect(await heading(page, 'Friday lunch poll')).toBe('Friday lunch poll');
    await page.getByText('This form has 1 response. Stored responses keep the questions as they were when answered', { exact: false }).waitFor();

    // Disable pauses the published form: its link takes no responses until it is enabled again.
    await page.getByRole('button', { name: 'Disable' }).click();
    await saved(page, 'Disabled');
    await page.getByText("Disabled: the form's link takes no responses until it is enabled.").waitFor();
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form).toMatchObject({ is_published: true, is_disabled: true });
    expect((await browse(t.port, stored.attempt_url)).body).toContain('This form is not accepting responses.');
    await page.getByRole('button', { name: 'Enable' }).click();
    await saved(page, 'Enabled');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form).toMatchObject({ is_published: true, is_disabled: false });
    expect((await browse(t.port, stored.attempt_url)).body).not.toContain('This form is not accepting responses.');

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await saved(page, 'Unpublished');
    await page.getByRole('button', { name: 'Archive' }).click();
    await saved(page, 'Archived');
    await page.getByRole('button', { name: 'Restore' }).waitFor();
    const archived = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect([archived.is_published, archived.is_archived]).toEqual([false, true]);

    // An Admin deletes it, with its response, after a confirmation; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete form' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toContain('Delete “Friday lunch poll” and its 1 response for good?');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete form' }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    expect(await heading(page, 'Forms')).toBe('Forms');
    expect((await t.client(ws).get(`${V2}/forms/${form.id}`)).status).toBe(404);
    expect(visit.problems).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it("previews each embed live in the Share panel: the member's preview of the form, framed by the console's own origin, never refused", async () => {
  const form = await createForm('Embed preview', [{ kind: 'short_text', label: 'Your name', required: true }]);
  const visit = await openBrowser();
  const { page } = visit;
  try {
    await page.goto(url(`/console/forms/${form.id}`));
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: 'Show inline preview' }).click();
    const inline = page.frameLocator('iframe[title="Inline preview: Embed preview"]');
    await inline.locator('.preview-banner').waitFor();
    expect(await inline.locator('h1').textContent()).toBe('Embed preview');
    await page.getByRole('button', { name: 'Show slider preview' }).click();
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const slider = page.frameLocator('iframe[title="Slider preview: Embed preview"]');
    await slider.getByLabel(/^Your name/).fill('Ada');
    await slider.locator('form[method=post] [type=submit]').click();
    await slider.getByText('Thank you! Your answers have been sent.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No frame refused by either policy, no request failed, and the preview stored nothing.
    expect(visit.problems).toEqual([]);
    expect((await t.client(ws).get(`${V2}/forms/${form.id}/submissions`)).body.submissions).toEqual([]);
  } finally {
    await visit.context.close();
  }
});

it('builds three pages whose second appears only for one answer, a file question, a response limit and a notification to oneself, at 375 px with axe; v2 shows exactly that', async () => {
  const form = await createForm('Apply');
  const visit = await openBrowser(PHONE);
  const { page } = visit;
  const add = async (kind: string, label: string): Promise<ReturnType<typeof cards>> => {
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('list', { name: 'Kinds of question' }).getByRole('button', { name: kind, exact: true }).click();
    await page.keyboard.type(label);
    return cards(page).last();
  };
  try {
    await page.goto(url(`/console/forms/${form.id}`));
    await page.getByLabel('Title', { exact: true }).waitFor();

    // Page one: a name and the plan, saved so that the plan has the slug a condition names.
    await (await add('Short text', 'Your name')).getByLabel('Required').check();
    const plan = await add('Single choice', 'Plan');
    await plan.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Basic');
    await plan.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Pro');
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await saved(page, 'Draft saved');

    // Page two, only for Pro, with the file question.
    const team = await add('Page break', 'Your team');
    expect(await team.getByLabel('Page title').inputValue()).toBe('Your team');
    await team.getByRole('button', { name: 'Add condition' }).click();
    await team.getByLabel('Condition 1', { exact: true }).selectOption({ label: 'Plan' });
    await team.getByLabel('Test of condition 1').selectOption({ label: 'is' });
    await team.getByLabel('Value of condition 1').selectOption('Pro');
    const cv = await add('File upload', 'Your CV');
    await cv.getByLabel('Required').check();
    await cv.getByLabel('Largest file (MB)').fill('5');
    await cv.getByLabel('Accepted file types').fill('.pdf, .PNG');

    // Page three.
    await add('Page break', 'Last words');
    await add('Email', 'Contact email');

    await page.getByLabel('Response limit').fill('50');
    await page.getByLabel('Notification emails').fill(ws.adminEmail);

    // A blank option is refused by the API (a blank option is not saved by itself: `Save draft` sends it),
    // and the refusal shows beside that question's options.
    // (`plan` is the last card, which now is another: the plan is the second.)
    const planCard = cards(page).nth(1);
    await planCard.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    const refusal = planCard.locator('.field-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('draft.questions[1].options[2] must not be blank');

    // The new editors open and the refusal shown, on a phone: no serious violation, no sideways scrolling.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await planCard.getByRole('button', { name: 'Remove option 3: empty' }).click();

    // Publish makes the draft live with the form: what is on screen is what respondents get.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await saved(page, 'Published');

    const stored = (await t.client(ws).get(`${V2}/forms/${form.id}`)).body.form;
    expect(stored.state).toBe('published');
    expect(stored.questions.map((question: any) => [question.kind, question.label, question.slug, question.required])).toEqual([
      ['short_text', 'Your name', 'your_name', true],
      ['single_choice', 'Plan', 'plan', false],
      ['page_break', 'Your team', 'your_team', false],
      ['file_upload', 'Your CV', 'your_cv', true],
      ['page_break', 'Last words', 'last_words', false],
      ['email', 'Contact email', 'contact_email', false],
    ]);
    expect(stored.questions[1].options).toEqual(['Basic', 'Pro']);
    expect(stored.questions.map((question: any) => question.visible_if ?? null)).toEqual([
      null,
      null,
      { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] },
      null,
      null,
      null,
    ]);
    expect([stored.questions[3].max_size_mb, stored.questions[3].accepted_types]).toEqual([5, ['.pdf', '.png']]);
    expect(stored.settings).toMatchObject({ max_submissions: 50, notification_emails: [ws.adminEmail], closes_at: null, redirect_url: null });
    expect(visit.problems).toEqual([`422 PATCH /api/console/forms/${form.id}/draft`]);
  } finally {
    await visit.context.close();
  }
});
