import type { ClientDirective } from 'astro';
import { afterPaint } from './after-paint.ts';

/**
 * `client:afterpaint`: an island hydrated once its page has loaded and painted (see after-paint.ts). For
 * an island rendered at build time that can be used before its code arrives (the admin's login form).
 */
const afterPaintDirective: ClientDirective = (load) => {
  afterPaint(() => {
    load()
      .then((hydrate) => hydrate())
      .catch((error: unknown) => console.error(error));
  });
};

export default afterPaintDirective;
