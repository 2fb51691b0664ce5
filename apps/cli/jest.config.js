const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('cli', __dirname);
