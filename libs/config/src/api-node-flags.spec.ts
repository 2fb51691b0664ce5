import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags';

const root = join(__dirname, '..', '..', '..');
const MAIN = 'dist/apps/api/src/main.js';

describe('the Node flags of an API process', () => {
  it('are given by `npm start`, before the API script', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['start']).toContain(`exec node ${API_NODE_FLAGS.join(' ')} ${MAIN}`);
  });

  it("are given by the Docker image's command, before the API script", () => {
    const command = readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(JSON.parse(command!.slice('CMD '.length))).toEqual(['node', ...API_NODE_FLAGS, MAIN]);
  });
});
