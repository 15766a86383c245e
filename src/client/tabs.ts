/** WAI-ARIA tabs: click or arrow keys select a tab and show its panel. */
export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
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
}
