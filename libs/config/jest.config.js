const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('config', __dirname);
