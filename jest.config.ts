import type { Config } from 'jest';

const config: Config = {
  projects: [
    '<rootDir>/libs/domain',
    '<rootDir>/libs/application',
    '<rootDir>/libs/config',
    '<rootDir>/libs/database',
    '<rootDir>/libs/persistence',
    '<rootDir>/apps/api',
    '<rootDir>/apps/cli',
    '<rootDir>/apps/e2e',
    '<rootDir>/bench',
  ],
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
};

export default config;
