import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('config', __dirname);
