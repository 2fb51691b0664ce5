const { projectJestConfig } = require('../../jest.preset');

module.exports = projectJestConfig('api', __dirname);
