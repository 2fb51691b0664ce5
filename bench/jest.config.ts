import { projectJestConfig } from '../jest.preset';

export default projectJestConfig('bench', __dirname);
