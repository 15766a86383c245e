/**
 * Asks for a rebuild of the static site after a content save: a POST to BUILD_HOOK_URL (a Netlify build
 * hook in production). A failed request is logged, never turned into a failed save.
 */
export async function requestRebuild(reason: string): Promise<boolean> {
  const url = process.env.BUILD_HOOK_URL;
  if (!url) return false;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trigger_title: reason }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) console.error(`Build hook answered ${response.status} for "${reason}"`);
    return response.ok;
  } catch (error) {
    console.error(`Build hook request failed for "${reason}":`, (error as Error).message);
    return false;
  }
}
