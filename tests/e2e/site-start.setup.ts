import { test } from '@playwright/test';
import { ownerToken } from '../helpers/first-password.ts';

// The guests' pages run on a server of their own (playwright.config.ts): its owner replaces the first
// password as the first-start project's form does on the other, so specs that edit content sign in alike.
test('the owner of the guests’ server has chosen a password', async ({ baseURL }) => {
  await ownerToken(baseURL ?? '');
});
