import type { Browser } from 'playwright-core';
import { heading, openConsoleBrowser } from '../console/console-browser';
import { launchChromium } from '../support/chromium';
import { expectOk } from '../support/expectations';
import { V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import { uniqueSuffix } from '../support/workspace-factory';
import { expectCreated, postMultipart, randomFile } from './support';

// The console shows an Admin how many bytes of files the workspace stores (Team page); a Standard member
// does not see it. In a real browser (Debian's Chromium through playwright-core) against the real API.

jest.setTimeout(120_000);

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('the Team page says "Files stored: 1.5 MB" to an Admin, and nothing of it to a Standard member', async () => {
  const standard = `standard-${uniqueSuffix()}@example.com`;
  const ws = await t.workspaces.create({ members: [standard] });
  const created = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Apply', questions: [{ kind: 'file_upload', label: 'CV', max_size_mb: 5 }] } } });
  expectOk(created, 201);
  expectOk(await t.client(ws).patch(`${V2}/forms/${created.body.form.id}`, { body: { form: { is_published: true } } }));
  const sent = await postMultipart(t, t.hostOf(ws), `/forms/${created.body.form.id}/uploads`, [
    { name: 'question', value: 'cv' },
    { name: 'file', fileName: 'cv.pdf', data: randomFile(1_572_864) },
  ]);
  expectCreated(sent);

  for (const [email, shown] of [[ws.adminEmail, ['Files stored: 1.5 MB']], [standard, []]] as const) {
    const visit = await openConsoleBrowser(browser, t.baseUrl(ws), await t.workspaces.signIn(ws, email));
    try {
      await visit.page.goto(`${t.baseUrl(ws)}/console/team`);
      expect(await heading(visit.page, 'Team')).toBe('Team');
      await visit.page.locator('table').waitFor();
      expect([email, await visit.page.locator('main p', { hasText: 'Files stored' }).allTextContents()]).toEqual([email, shown]);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }
});
