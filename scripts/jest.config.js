const { projectJestConfig } = require('../jest.preset');

module.exports = projectJestConfig('scripts', __dirname);
