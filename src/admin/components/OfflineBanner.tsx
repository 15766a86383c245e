/** Says, on every admin screen, that there is no connection: what is shown may be old, and nothing saves. */
import { WifiOff } from 'lucide-react';
import { useOffline } from '../connection.ts';
import { useT } from '../i18n/translate.ts';

export function OfflineBanner() {
  const t = useT();
  const offline = useOffline();
  // The live region is always there, so screen readers announce the words when they appear.
  return (
    <div role="status" className={offline ? 'offline-banner' : undefined}>
      {offline && (
        <>
          <WifiOff size={20} aria-hidden />
          <p>
            <strong>{t('offline.title')}</strong> {t('offline.body')}
          </p>
        </>
      )}
    </div>
  );
}
