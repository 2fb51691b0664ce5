const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('domain', __dirname);
