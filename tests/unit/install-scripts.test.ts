import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('install scripts of the dependencies', () => {
  // npm blocks a dependency's install script unless package.json's allowScripts names it: an unreviewed
  // one would leave `npm install && npm start` without the Node 24 binary (the `node` package's script).
  it('are each reviewed in allowScripts, so a fresh install warns of none and runs those it needs', async () => {
    const { stdout, stderr } = await run('npm', ['install-scripts', 'ls'], { timeout: 60_000 });
    expect(`${stdout}${stderr}`).toContain('No packages with unreviewed install scripts');

    const { allowScripts } = JSON.parse(await readFile('package.json', 'utf8'));
    expect(allowScripts).toMatchObject({ node: true });
  });
});
