import { QueryClient } from '@tanstack/react-query';
import { aForm, FORM_ID } from '../../testing/fixtures';
import { formDeleted, formKeys, formWritten, submissionDeleted } from './api';

function cacheWithEverything() {
  const client = new QueryClient();
  const keys = {
    detail: formKeys.detail(FORM_ID),
    page: formKeys.submissionPage(FORM_ID, { page: 1 }),
    one: formKeys.submission(FORM_ID, 's1'),
    summary: formKeys.summary(FORM_ID, { period: 'all' }),
    analytics: formKeys.analytics(FORM_ID, {}),
    emails: formKeys.confirmationEmails(FORM_ID),
    list: formKeys.list({ state: undefined, page: 1 }),
    choices: formKeys.choices(),
    other: formKeys.detail('another-form'),
    editing: formKeys.editing(FORM_ID),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
  const stale = (name: keyof typeof keys) => client.getQueryState(keys[name])?.isInvalidated === true;
  return { client, keys, stale };
}

describe('the form query keys', () => {
  it('put everything about a form under the form', () => {
    const detail = formKeys.detail(FORM_ID);
    for (const key of [formKeys.submissionPage(FORM_ID, {}), formKeys.submission(FORM_ID, 's'), formKeys.summary(FORM_ID, {}), formKeys.analytics(FORM_ID, {}), formKeys.confirmationEmails(FORM_ID)]) {
      expect(key.slice(0, detail.length)).toEqual([...detail]);
    }
    expect(formKeys.list({ state: 'draft', page: 2 }).slice(0, 2)).toEqual([...formKeys.lists()]);
  });

  it('keep the builder\'s editing copy outside the form, so that nothing reloads what is being edited', () => {
    expect(formKeys.editing(FORM_ID).slice(0, formKeys.all.length)).not.toEqual([...formKeys.all]);
  });
});

describe('after a write of the form', () => {
  it('every view reads the saved form at once, and what derives from it is read again when next shown', () => {
    const { client, keys, stale } = cacheWithEverything();
    const saved = aForm({ title: 'Renamed' });
    formWritten(client, saved);
    expect(client.getQueryData(keys.detail)).toEqual({ form: saved });
    expect(stale('detail')).toBe(false);
    for (const name of ['page', 'one', 'summary', 'analytics', 'emails', 'list', 'choices'] as const) expect(stale(name)).toBe(true);
    expect(stale('other')).toBe(false);
    expect(stale('editing')).toBe(false);
  });

  it('a deleted form leaves the cache and the lists are read again', () => {
    const { client, keys, stale } = cacheWithEverything();
    formDeleted(client, FORM_ID);
    expect(client.getQueryData(keys.detail)).toBeUndefined();
    expect(client.getQueryData(keys.summary)).toBeUndefined();
    expect(stale('list')).toBe(true);
    expect(client.getQueryData(keys.other)).toEqual({ cached: true });
  });

  it('a deleted response makes its form, its pages, its summary and the lists stale, but is not asked for again', () => {
    const { client, stale } = cacheWithEverything();
    submissionDeleted(client, FORM_ID, 's1');
    for (const name of ['detail', 'page', 'summary', 'list'] as const) expect(stale(name)).toBe(true);
    expect(stale('one')).toBe(false);
    expect(stale('other')).toBe(false);
  });
});
