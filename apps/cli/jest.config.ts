import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('cli', __dirname);
