import { configure } from '@testing-library/react';

// findBy… and waitFor give up after this long: a second is plenty alone, not on a machine busy with other suites.
configure({ asyncUtilTimeout: 5_000 });
