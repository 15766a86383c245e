/** Where the tab a guest chose is kept for this browser tab's session. */
export const CHOSEN_TAB_KEY = 'menu-tab';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_TAB_KEY);
  } catch {
    return null; // Storage blocked: every visit starts on the first tab.
  }
}

function remember(id: string): void {
  try {
    sessionStorage.setItem(CHOSEN_TAB_KEY, id);
  } catch {
    // Storage blocked: nothing to remember with.
  }
}

/**
 * WAI-ARIA tabs: click or arrow keys select a tab and show its panel. The page comes with every panel
 * shown under its own heading and the tab list hidden, without tab roles (no script, no tabs that do
 * nothing, and no tab without its panel): this gives the roles and turns them into tabs. The tab chosen is remembered for the session, so coming back from a dish (its "Kembali
 * ke Menu" link or the browser's Back) shows the same category again instead of the first.
 */
export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[data-tab]')];
  for (const tab of tabs) {
    tab.setAttribute('role', 'tab');
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    // The tab names the panel now.
    const heading = panel.querySelector<HTMLElement>('[data-tab-heading]');
    if (heading) heading.hidden = true;
  }
  const list = root.querySelector<HTMLElement>('[data-tab-list]');
  if (list) {
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', list.dataset.label ?? '');
    list.hidden = false;
  }
  const select = (tab: HTMLButtonElement, focus: boolean, keep = true) => {
    if (keep) remember(tab.id);
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: 1,
        ArrowLeft: -1,
        Home: -index,
        End: tabs.length - 1 - index,
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      const next = tabs[(index + move + tabs.length) % tabs.length];
      if (next) select(next, true);
    });
  });
  const chosen = tabs.find((tab) => tab.id === remembered()) ?? tabs[0];
  if (chosen) select(chosen, false, false);
  // From here the tabs' own attributes lay them out (MenuSection.astro's first-paint rules stop).
  root.dataset.tabsReady = '';
}
