import { DomainError } from '@forms/domain';
import { SeedWorkspace } from './seed-workspace.use-case';

// The command is checked before anything is read or written: no port is reached.
const unreachable = new Proxy({}, { get: () => { throw new Error('no port may be used'); } }) as never;
const seed = new SeedWorkspace(unreachable, unreachable, unreachable);

async function refusal(command: Parameters<SeedWorkspace['execute']>[0]): Promise<DomainError> {
  const error = await seed.execute(command).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('SeedWorkspace', () => {
  it('names the form count and its bounds when they are out of range', async () => {
    const error = await refusal({ subdomain: 'acme', forms: 100_001, submissionsPerForm: 1 });
    expect(error.message).toContain('from 1 to 100000');
    expect(error.message).not.toContain('long-text');
  });

  it('refuses a long-text length beyond the longest long-text answer', async () => {
    const error = await refusal({ subdomain: 'acme', forms: 1, submissionsPerForm: 1, longTextLength: 10_001 });
    expect(error.message).toContain('from 1 to 10000 (the longest long-text answer)');
  });
});
