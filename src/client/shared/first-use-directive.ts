import type { ClientDirective } from 'astro';
import { WAITS_FOR_CODE } from '../../ui/waits-for-code.ts';
import { afterPaint } from './after-paint.ts';

/** What counts as starting to use the island: its code is asked for at the first of these. */
const STARTS = ['focusin', 'pointerdown', 'keydown'] as const;
/** What is held back until the code has run, and then done again. */
const HELD = ['submit', 'click', 'change'] as const;

/**
 * `client:firstuse`: an island rendered at build time that takes its code when someone starts using it (a
 * focus, a touch, a key), not before. For the admin's login: the page is a form to fill in first, and
 * running the admin's code as soon as it has painted (React and the app, a third of a second of a slow
 * phone's CPU) would only hold the phone up while the owner finds the field. The form works from the
 * first paint: typing stays (the island takes over what was typed), and a click, a choice or a form sent
 * while the code is on its way is done again once it has run, with what the form then holds.
 *
 * With a value, an address: asked once the page has painted (before, it would share the link with the
 * page), and when it answers with a JSON object that is not empty the island takes its code at once (the
 * login's hint on a first start, which fills the form without anyone touching it).
 */
const firstUseDirective: ClientDirective = (load, options, el) => {
  const marked = () => el.querySelectorAll<HTMLButtonElement>(`[${WAITS_FOR_CODE}]`);
  // An island that marks none of its controls has nothing to hold back: its code just comes at first use.
  const holding = marked().length > 0;
  for (const control of marked()) control.disabled = false;

  let started = false;
  const replays: (() => void)[] = [];
  const hold = (event: Event) => {
    const target = event.target;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter;
      replays.push(() => target.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
    } else if (event.type === 'click' && target instanceof Element) {
      const button = target.closest('button');
      if (!button || button.type === 'submit') return;
      replays.push(() => button.click());
    } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
      // A choice is told again as the browser tells it (hydration puts the select back as rendered).
      const { value } = target;
      replays.push(() => {
        target.value = value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      });
      start();
      return;
    } else return;
    // Neither the browser (a form sent to the page's own address) nor React, still taking the island over
    // (its listeners are on this same element), acts on it now.
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
  };
  let takenOver: MutationObserver | null = null;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of STARTS) el.removeEventListener(type, start, true);
    // The island has taken over once its render has no control marked as waiting: then what was held back
    // is done again, with what the island now holds.
    if (holding) {
      takenOver = new MutationObserver(() => {
        if (marked().length > 0) return;
        takenOver?.disconnect();
        for (const type of HELD) el.removeEventListener(type, hold, true);
        for (const replay of replays.splice(0)) replay();
      });
      takenOver.observe(el, { subtree: true, childList: true, attributeFilter: [WAITS_FOR_CODE] });
    }
    load()
      .then((hydrate) => hydrate())
      .catch((error: unknown) => console.error(error));
  };
  const listen = () => {
    for (const type of STARTS) el.addEventListener(type, start, { capture: true, passive: true });
  };
  listen();
  if (holding) for (const type of HELD) el.addEventListener(type, hold, true);
  // The code did not come (the connection dropped; Astro has tried twice): what was held back is dropped,
  // and the next use asks for it again, so a tap on Login is never swallowed for good.
  el.addEventListener('astro:hydration-error', () => {
    takenOver?.disconnect();
    replays.length = 0;
    started = false;
    listen();
  });

  const ask = options.value;
  if (typeof ask === 'string')
    afterPaint(() => {
      if (started) return;
      fetch(ask, { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: unknown) => {
          if (answer && typeof answer === 'object' && Object.keys(answer).length > 0) start();
        })
        .catch(() => undefined);
    });
};

export default firstUseDirective;
