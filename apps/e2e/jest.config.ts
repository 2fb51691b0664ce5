import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('e2e', __dirname);
