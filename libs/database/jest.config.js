const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('database', __dirname);
