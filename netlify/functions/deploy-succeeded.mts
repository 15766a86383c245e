import { handle, json } from '../../src/server/http/respond.ts';
import { readDeployEvent, recordDeployEvent } from '../../src/server/publishing/deploy-events.ts';

/**
 * Netlify runs this function when it has published a deploy (the function is named after
 * the event). Recorded for the admin's publish status; events of previews are ignored. Anyone can call
 * it at /.netlify/functions/deploy-succeeded, so it only ever changes what the publish badge says, and the
 * badge trusts the published /build-info.json over any event.
 */
export default handle({
  POST: async (request) =>
    json({ recorded: await recordDeployEvent('succeeded', await readDeployEvent(request)) }),
});
