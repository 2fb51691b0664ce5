import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('api', __dirname);
