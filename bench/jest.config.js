const { projectJestConfig } = require('../jest.preset');

module.exports = projectJestConfig('bench', __dirname);
