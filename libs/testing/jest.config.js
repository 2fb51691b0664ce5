const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('testing', __dirname);
