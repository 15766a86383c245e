import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the common-password list', () => {
  afterEach(() => {
    vi.doUnmock('@zxcvbn-ts/language-common');
    vi.resetModules();
  });

  it('is asked for again after a failed import, so one failure does not refuse every later password change', async () => {
    vi.resetModules();
    vi.doMock('@zxcvbn-ts/language-common', () => {
      throw new Error('the package could not be read');
    });
    const { commonPasswordCheck } = await import('../../src/server/accounts/common-passwords.ts');
    await expect(commonPasswordCheck()).rejects.toThrow();

    vi.doUnmock('@zxcvbn-ts/language-common');
    const isCommon = await commonPasswordCheck();
    expect(isCommon('password123')).toBe(true);
    expect(isCommon('rendang-di-pagi-hari')).toBe(false);
  });
});
