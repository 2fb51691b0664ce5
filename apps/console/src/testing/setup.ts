import { configure } from '@testing-library/react';

// findBy… and waitFor give up after this long: a second is plenty alone, not on a machine busy with other suites.
configure({ asyncUtilTimeout: 5_000 });

// A component test takes well under a second alone; on a machine busy with other suites, several. Set here
// because a project's `testTimeout` is not applied when `npm test` runs every project together.
jest.setTimeout(20_000);
