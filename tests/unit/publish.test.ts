import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from '../../src/build/cache-key.ts';
import { isMenuItem, slugFromPath } from '../../src/client/content/dish-loader.ts';
import { dishFacts, thumbnailLabel } from '../../src/client/content/dish-view.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { dishImages } from '../../src/domain/content/menu.ts';
import {
  type BuildInfo,
  buildFailureReason,
  PUBLISH_TIMEOUT_MS,
  PUBLISH_TIMEOUT_REASON,
  type PublishStatus,
  publishState,
  requestStillPending,
} from '../../src/domain/publishing/publish-status.ts';
import { newContentRevision } from '../../src/server/publishing/publish-repo.ts';

const T0 = Date.parse('2026-11-23T10:00:00.000Z');
const iso = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

function status(overrides: Partial<PublishStatus> = {}): PublishStatus {
  return {
    content_revision: 'rev-2',
    updated_at: iso(0),
    server_time: iso(0),
    hook_configured: true,
    preview: false,
    last_request: { at: iso(20), sent_at: iso(10), ok: true, revision: 'rev-2', coalesced: false },
    last_build: null,
    ...overrides,
  };
}

const built = (revision: string | null): BuildInfo => ({
  content_revision: revision,
  built_at: iso(-60_000),
  duration_ms: 3000,
});

describe('publish state shown in the admin header', () => {
  it('is Live, with the build time, when the site was built from the saved revision', () => {
    expect(publishState(status(), built('rev-2'), T0 + 5000)).toEqual({
      kind: 'live',
      builtAt: iso(-60_000),
    });
  });

  it('is Live when nothing has been saved since publishing was set up', () => {
    expect(publishState(status({ content_revision: null, updated_at: null }), built(null), T0)).toEqual({
      kind: 'live',
      builtAt: iso(-60_000),
    });
  });

  it('is Publishing…, counted from the save, while the live site is older than the saved content', () => {
    expect(publishState(status(), built('rev-1'), T0 + 7000)).toEqual({ kind: 'publishing', since: iso(20) });
    expect(publishState(status(), null, T0 + 7000).kind).toBe('publishing');
  });

  it('says the website is not connected yet when there is no build hook (not a publish failure)', () => {
    expect(publishState(status({ hook_configured: false }), built('rev-1'), T0)).toEqual({
      kind: 'unconnected',
    });
    expect(publishState(status({ hook_configured: false, last_request: null }), null, T0)).toEqual({
      kind: 'unconnected',
    });
  });

  it('is Publish failed, with the reason, when the rebuild request failed', () => {
    const request = { at: iso(20), sent_at: iso(10), ok: false, revision: 'rev-2', coalesced: false };
    const state = publishState(
      status({ last_request: { ...request, error: 'the build hook answered 404' } }),
      built('rev-1'),
      T0 + 1000,
    );
    expect(state).toEqual({
      kind: 'failed',
      reason: 'The rebuild could not be requested: the build hook answered 404',
    });
  });

  it('is Publish failed when the (local) build failed after the last request', () => {
    const failed = { state: 'failed' as const, at: iso(3000), reason: 'Cannot find module x' };
    expect(publishState(status({ last_build: failed }), built('rev-1'), T0 + 4000)).toEqual({
      kind: 'failed',
      reason: 'Cannot find module x',
    });
  });

  it('is Publishing… again once a save or Retry requests a build after the failure', () => {
    const failed = { state: 'failed' as const, at: iso(3000), reason: 'Cannot find module x' };
    const retried = { at: iso(9000), sent_at: iso(8990), ok: true, revision: 'rev-2', coalesced: false };
    expect(
      publishState(status({ last_build: failed, last_request: retried }), built('rev-1'), T0 + 9500),
    ).toEqual({ kind: 'publishing', since: iso(9000) });
  });

  it('reports a site that has not updated for 15 minutes as failed (a Netlify build cannot be seen)', () => {
    const state = publishState(status(), built('rev-1'), T0 + PUBLISH_TIMEOUT_MS + 1000);
    expect(state).toEqual({ kind: 'failed', reason: PUBLISH_TIMEOUT_REASON });
  });
});

describe('coalescing rebuild requests', () => {
  const request = { at: iso(10), sent_at: iso(0), ok: true, revision: 'rev-1', coalesced: false };

  it('holds a request back while an earlier one has not been picked up by a build', () => {
    const build = { state: 'started' as const, at: iso(-5000) };
    expect(requestStillPending(request, build, T0 + 500)).toBe(true);
  });

  it('requests again once a build has started (or failed) since the last request', () => {
    expect(requestStillPending(request, { state: 'started', at: iso(100) }, T0 + 500)).toBe(false);
    expect(requestStillPending(request, { state: 'failed', at: iso(100) }, T0 + 500)).toBe(false);
  });

  it('never holds back after a failed request, without proof builds record themselves, or for long', () => {
    const build = { state: 'started' as const, at: iso(-5000) };
    expect(requestStillPending({ ...request, ok: false }, build, T0 + 500)).toBe(false);
    expect(requestStillPending(request, null, T0 + 500)).toBe(false);
    expect(requestStillPending(request, build, T0 + 11 * 60_000)).toBe(false);
    expect(requestStillPending(null, build, T0)).toBe(false);
  });
});

describe('short reason of a failed build', () => {
  it("takes the message under Astro's [ERROR] line, without colours, timestamps or tags", () => {
    const output = [
      '\u001b[2m10:41:02\u001b[22m \u001b[34m[build-info]\u001b[39m Building content revision x',
      '\u001b[31m10:41:02 [ERROR] [build-info] An unhandled error occurred while running the "astro:build:start" hook',
      'Could not write meta/publish/build: fetch failed',
      '  Location:',
      '    at storeCall (file:///x/blobs.ts:38:11)',
    ].join('\n');
    expect(buildFailureReason(output)).toBe('Could not write meta/publish/build: fetch failed');
  });

  it('falls back to the [ERROR] line itself, or any line that reads like an error', () => {
    expect(buildFailureReason('10:41:02 [ERROR] [vite] Build failed in 1.2s\n  Location:\n')).toBe(
      'Build failed in 1.2s',
    );
    expect(buildFailureReason('building…\nError: Cannot find module "x"\n    at y')).toBe(
      'Cannot find module "x"',
    );
  });

  it('is cut to a readable length and never empty', () => {
    expect(buildFailureReason(`error ${'x'.repeat(500)}`).length).toBeLessThanOrEqual(200);
    expect(buildFailureReason('')).toBe('The build failed');
  });
});

describe('content revisions', () => {
  it('differ for every write, even in the same millisecond', () => {
    const revisions = Array.from({ length: 50 }, () => newContentRevision(T0).revision);
    expect(new Set(revisions).size).toBe(50);
    expect(newContentRevision(T0).updated_at).toBe(iso(0));
  });
});

describe('the dish page of a dish added since the build', () => {
  const items = fallbackContent.menu.flatMap((category) => category.items);

  it('finds the slug in /menu/<slug> paths only', () => {
    expect(slugFromPath('/menu/nasi-kapau')).toBe('nasi-kapau');
    expect(slugFromPath('/menu/nasi-kapau/')).toBe('nasi-kapau');
    expect(slugFromPath('/menu/')).toBeNull();
    expect(slugFromPath('/menu/a/b')).toBeNull();
    expect(slugFromPath('/menu/%E0%A4%A')).toBeNull();
  });

  it("lists a dish's images once each, main image first", () => {
    expect(dishImages({ image: '/a.svg', gallery: ['/a.svg', '/b.svg', ''] })).toEqual(['/a.svg', '/b.svg']);
  });

  it('accepts a dish from the API and refuses anything else', () => {
    for (const item of items) expect(isMenuItem(JSON.parse(JSON.stringify(item)))).toBe(true);
    expect(isMenuItem({ detail: "The menu item you're looking for doesn't exist." })).toBe(false);
    expect(isMenuItem({ ...items[0], gallery: 'x' })).toBe(false);
    expect(isMenuItem(null)).toBe(false);
  });

  it('labels facts, spice level and thumbnails as the prerendered page does', () => {
    expect(dishFacts({ portion: '1 porsi', calories: 450, category: 'Makanan' })).toEqual([
      { label: 'Porsi', value: '1 porsi' },
      { label: 'Kalori', value: '450 kcal' },
      { label: 'Kategori', value: 'Makanan' },
    ]);
    expect(dishFacts({ portion: '', calories: null, category: 'Minuman' })).toEqual([
      { label: 'Kategori', value: 'Minuman' },
    ]);
    expect(thumbnailLabel(0, 3)).toBe('Tampilkan foto 1 dari 3');
  });
});

describe('incremental build keys', () => {
  it('are stable for the same content and change with any of it', () => {
    const item = fallbackContent.menu[0]?.items[0];
    expect(cacheKeyOf({ item, n: 1 })).toBe(cacheKeyOf({ item, n: 1 }));
    expect(cacheKeyOf({ item, n: 1 })).not.toBe(cacheKeyOf({ item, n: 2 }));
  });
});
