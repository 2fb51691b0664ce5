const { projectJestConfig } = require('../../jest.preset');

/** The console's pure logic (no DOM): plain .ts modules beside the components that use them. */
module.exports = projectJestConfig('console', __dirname);
