/** Says, on every admin screen, that there is no connection: what is shown may be old, and nothing saves. */
import { useOffline } from '../connection.ts';
import { useT } from '../i18n/translate.ts';
import { WifiOffIcon } from './sign-in-icons.tsx';

export function OfflineBanner() {
  const t = useT();
  const offline = useOffline();
  // The live region is always there, so screen readers announce the words when they appear.
  return (
    <div role="status" className={offline ? 'offline-banner' : undefined}>
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
