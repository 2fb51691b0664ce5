const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('persistence', __dirname);
