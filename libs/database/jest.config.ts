import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('database', __dirname);
