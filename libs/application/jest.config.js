const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('application', __dirname);
