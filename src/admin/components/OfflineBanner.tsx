/**
 * Says, on every admin screen, that there is no connection: what is shown may be old, and nothing saves.
 * It floats at the bottom of the screen; while it shows, the page keeps its height free
 * (`--offline-banner-space`), so a sticky Save button rises above it and the end of a page scrolls clear of
 * it: nothing it covers can be missed or mistapped.
 */
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/translate.ts';
import { useOffline } from '../shared/connection.ts';
import { WifiOffIcon } from './sign-in-icons.tsx';

/** The CSS property that holds the height at the bottom of the screen the banner takes. */
const SPACE = '--offline-banner-space';

export function OfflineBanner() {
  const t = useT();
  const offline = useOffline();
  const banner = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!offline || !element) return;
    const measure = () =>
      root.style.setProperty(
        SPACE,
        `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(SPACE);
    };
  }, [offline]);

  // The live region is always there, so screen readers announce the words when they appear.
  return (
    <div role="status" ref={banner} className={offline ? 'offline-banner' : undefined}>
      {offline && (
        <>
          <WifiOffIcon size={20} />
          <p>
            <strong>{t('offline.title')}</strong> {t('offline.body')}
          </p>
        </>
      )}
    </div>
  );
}
