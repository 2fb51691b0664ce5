const { projectJestConfig } = require('./jest.preset');

/**
 * `npm run test:unit`: the specs that need neither PostgreSQL nor a browser, in seconds. There is no
 * global setup: nothing starts a database, and a spec that asks for one (createTestDatabase, the test app)
 * fails here at once because the test server's environment is not set, instead of passing by accident.
 * `npm test` (jest.config.js) still runs these together with everything else.
 *
 * A project is in whole unless it names the specs it keeps (`only`) or leaves out (`except`), each
 * relative to the project's directory; those lists hold the projects that mix both kinds of spec.
 */
const UNIT_PROJECTS = [
  { name: 'domain', dir: 'libs/domain' },
  { name: 'application', dir: 'libs/application' },
  { name: 'config', dir: 'libs/config' },
  // The console's own config: its component specs need jsdom and compile .tsx.
  { name: 'console', dir: 'apps/console', own: require('./apps/console/jest.config.js') },
  { name: 'bench', dir: 'bench' },
  { name: 'scripts', dir: 'scripts' },
  // Every other spec under apps/api runs through plain functions; this one seeds a real database.
  { name: 'api', dir: 'apps/api', except: ['src/demo/demo-workspace.spec.ts'] },
  // The SQL adapters are tested on PostgreSQL; these are the pure helpers beside them and the SQL style check.
  {
    name: 'persistence',
    dir: 'libs/persistence',
    only: [
      'src/form-view/buffered-view-counter.spec.ts',
      'src/submission/stored-submission-json.spec.ts',
      'src/submission/submission-export.csv.spec.ts',
      'src/sql-style.spec.ts',
    ],
  },
  // Migrations run on PostgreSQL; the order of their list is checked without one.
  { name: 'database', dir: 'libs/database', only: ['src/migrations/migrations-order.spec.ts'] },
];

/** A path as a regular expression that matches it literally (jest's testPathIgnorePatterns are regexes). */
const literal = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function unitProject({ name, dir, only, except, own }) {
  const config = own ?? projectJestConfig(name, `${__dirname}/${dir}`);
  if (only) config.testMatch = only.map((spec) => `<rootDir>/${spec}`);
  if (except) config.testPathIgnorePatterns = ['/node_modules/', ...except.map((spec) => `${literal(`${dir}/${spec}`)}$`)];
  return config;
}

module.exports = { projects: UNIT_PROJECTS.map(unitProject) };
