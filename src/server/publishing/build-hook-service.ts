/**
 * Settings → Publishing: the build hook saves call, pasted by a superadmin when BUILD_HOOK_URL is not in
 * the environment (a Netlify build hook can only be made after the first deploy). The environment's takes
 * precedence; the stored address is never answered whole.
 */
import {
  BUILD_HOOK_PROBLEM,
  type BuildHookSettings,
  buildHookEnding,
  netlifyBuildHook,
} from '../../domain/publishing/build-hook.ts';
import { adminStore } from '../accounts/admin-repo.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { buildHookTestOrigin, buildHookUrlFromEnv } from '../config.ts';
import { invalidField } from '../http/errors.ts';
import { deleteBuildHook, putBuildHook, readBuildHook } from './build-hook-repo.ts';

const AUDIT_TARGET = 'settings/build-hook';

/**
 * The build hook saves call: BUILD_HOOK_URL, else the stored one. A stored address is checked again on
 * every use, so one stored under a BUILD_HOOK_TEST_ORIGIN since removed is never called.
 */
export async function currentBuildHook(): Promise<string | null> {
  const fromEnv = buildHookUrlFromEnv();
  if (fromEnv) return fromEnv;
  const stored = await readBuildHook(adminStore());
  return stored ? netlifyBuildHook(stored.url, buildHookTestOrigin()) : null;
}

export async function buildHookSettings(): Promise<BuildHookSettings> {
  const stored = await readBuildHook(adminStore());
  const usable = stored && netlifyBuildHook(stored.url, buildHookTestOrigin());
  return {
    source: buildHookUrlFromEnv() ? 'environment' : usable ? 'admin' : null,
    stored: stored
      ? { ending: buildHookEnding(stored.url), set_at: stored.set_at, set_by: stored.set_by }
      : null,
  };
}

/** Keeps `address` as the build hook, once checked to be a Netlify build hook's (400 otherwise). */
export async function saveBuildHook(address: string, by: string): Promise<BuildHookSettings> {
  const url = netlifyBuildHook(address, buildHookTestOrigin());
  if (!url) throw invalidField('url', `url: ${BUILD_HOOK_PROBLEM}`);
  await putBuildHook(adminStore(), { url, set_at: new Date().toISOString(), set_by: by });
  await recordAudit({
    by,
    action: 'build-hook-set',
    target: AUDIT_TARGET,
    summary: `Connected publishing to the build hook ending in …${buildHookEnding(url)}`,
  });
  return buildHookSettings();
}

/** Forgets the stored build hook (saves no longer rebuild the site, unless BUILD_HOOK_URL is set). */
export async function removeBuildHook(by: string): Promise<BuildHookSettings> {
  const stored = await readBuildHook(adminStore());
  if (stored) {
    await deleteBuildHook(adminStore());
    await recordAudit({
      by,
      action: 'build-hook-remove',
      target: AUDIT_TARGET,
      summary: `Removed the build hook ending in …${buildHookEnding(stored.url)}`,
    });
  }
  return buildHookSettings();
}
