import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHookEnding, netlifyBuildHook } from '../../src/domain/publishing/build-hook.ts';
import { buildHookTestOrigin } from '../../src/server/config.ts';

const ID = '5f0c1a2b3c4d5e6f7a8b9c0d';
const HOOK = `https://api.netlify.com/build_hooks/${ID}`;

describe('the build hook address pasted in Settings → Publishing', () => {
  it('takes a Netlify build hook address, as Netlify shows it', () => {
    expect(netlifyBuildHook(HOOK)).toBe(HOOK);
    expect(netlifyBuildHook(`  ${HOOK}\n`)).toBe(HOOK);
    expect(netlifyBuildHook(`https://api.netlify.com/build_hooks/${ID.toUpperCase()}`)).toBe(
      `https://api.netlify.com/build_hooks/${ID.toUpperCase()}`,
    );
  });

  it.each([
    ['plain http', `http://api.netlify.com/build_hooks/${ID}`],
    ['another host', `https://example.com/build_hooks/${ID}`],
    ['a host that only starts like Netlify', `https://api.netlify.com.example.com/build_hooks/${ID}`],
    ['a host that only ends like Netlify', `https://evilapi.netlify.com/build_hooks/${ID}`],
    ["Netlify's app, not its API", `https://app.netlify.com/build_hooks/${ID}`],
    ['an address on this machine', `http://127.0.0.1:8888/build_hooks/${ID}`],
    ['a private address', `https://10.0.0.1/build_hooks/${ID}`],
    ['a user name', `https://someone@api.netlify.com/build_hooks/${ID}`],
    ['a user and password', `https://a:b@api.netlify.com/build_hooks/${ID}`],
    ['a host hidden behind a user name', `https://api.netlify.com@example.com/build_hooks/${ID}`],
    ['another port', `https://api.netlify.com:8443/build_hooks/${ID}`],
    ['port 80', `https://api.netlify.com:80/build_hooks/${ID}`],
    ['even the default port written out', `https://api.netlify.com:443/build_hooks/${ID}`],
    ['another path', `https://api.netlify.com/api/v1/sites/${ID}`],
    ['no id', 'https://api.netlify.com/build_hooks/'],
    ['an id too short', `https://api.netlify.com/build_hooks/${ID.slice(1)}`],
    ['an id too long', `https://api.netlify.com/build_hooks/${ID}0`],
    ['an id that is not hexadecimal', `https://api.netlify.com/build_hooks/${ID.slice(1)}z`],
    ['a path after the id', `https://api.netlify.com/build_hooks/${ID}/x`],
    ['a trailing slash', `${HOOK}/`],
    ['a way out of the path', `https://api.netlify.com/build_hooks/../build_hooks/${ID}`],
    ['an encoded way out', `https://api.netlify.com/build_hooks/%2e%2e/${ID}`],
    ['a query string', `${HOOK}?trigger_branch=main`],
    ['an empty query string', `${HOOK}?`],
    ['a fragment', `${HOOK}#x`],
    ['a backslash', `https://api.netlify.com\\build_hooks/${ID}`],
    ['a space inside', `https://api.netlify.com/build_hooks/ ${ID}`],
    ['not an address', 'build hook'],
    ['nothing', ''],
  ])('refuses %s', (_, address) => {
    expect(netlifyBuildHook(address)).toBeNull();
  });

  it('takes the test origin in place of Netlify’s, with the same path only', () => {
    const origin = 'http://127.0.0.1:4321';
    expect(netlifyBuildHook(`${origin}/build_hooks/${ID}`, origin)).toBe(`${origin}/build_hooks/${ID}`);
    expect(netlifyBuildHook(HOOK, origin)).toBe(HOOK);
    expect(netlifyBuildHook(`${origin}/hook`, origin)).toBeNull();
    expect(netlifyBuildHook(`http://127.0.0.1:4322/build_hooks/${ID}`, origin)).toBeNull();
    expect(netlifyBuildHook(`http://localhost:4321/build_hooks/${ID}`, origin)).toBeNull();
    // Without it, as on Netlify, a local receiver is refused.
    expect(netlifyBuildHook(`${origin}/build_hooks/${ID}`)).toBeNull();
  });

  it('is shown back by its last four characters only', () => {
    expect(buildHookEnding(HOOK)).toBe('9c0d');
  });
});

describe('BUILD_HOOK_TEST_ORIGIN', () => {
  const saved = process.env.BUILD_HOOK_TEST_ORIGIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_HOOK_TEST_ORIGIN;
    else process.env.BUILD_HOOK_TEST_ORIGIN = saved;
  });
  const origin = (value: string) => {
    process.env.BUILD_HOOK_TEST_ORIGIN = value;
    return buildHookTestOrigin();
  };

  it('names one port of this machine over http', () => {
    expect(origin('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321');
    expect(origin('http://localhost:4321/')).toBe('http://localhost:4321');
  });

  it('is ignored unless a loopback origin with its port', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const value of ['https://example.com', 'http://10.0.0.1:80', 'http://127.0.0.1', 'local']) {
      expect(origin(value), value).toBeNull();
    }
    delete process.env.BUILD_HOOK_TEST_ORIGIN;
    expect(buildHookTestOrigin()).toBeNull();
  });
});
