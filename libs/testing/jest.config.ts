import { projectJestConfig } from '../../jest.preset';

export default projectJestConfig('testing', __dirname);
