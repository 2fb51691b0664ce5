const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('e2e', __dirname);
