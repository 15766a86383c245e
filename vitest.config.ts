import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Password hashing (scrypt, ~0.4 s of a core each) makes some cases take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/integration-setup.ts'],
          setupFiles: ['tests/helpers/integration-file.ts'],
          // One local server for all files; files run one after another so counts stay predictable.
          fileParallelism: false,
          // …in one worker that keeps the modules it loaded: each file talks to the server over HTTP, and
          // loading the test helpers and the store client afresh for each of 50 files took minutes. Each
          // file still starts with the step's environment and signs in afresh (integration-file.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
