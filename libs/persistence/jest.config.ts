import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('persistence', __dirname);
