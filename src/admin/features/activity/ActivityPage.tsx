/**
 * /admin/activity (superadmin): the activity log of every admin action, and backups of the content
 * (download, and import after a checked preview).
 */
import { useState } from 'react';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { useT } from '../../i18n/i18n.ts';
import { BackupCard } from '../backup/BackupCard.tsx';
import { AuditLog } from './AuditLog.tsx';
import activityStyles from './activity.css?inline';

adoptStyles(activityStyles);

export function ActivityPage({ session }: PageProps) {
  // Reloads the log after an import, which it records.
  const [imports, setImports] = useState(0);
  const t = useT();
  if (session && session.role !== 'superadmin')
    return <p className="notice">{t('activity.superadminOnly')}</p>;
  return (
    <>
      <p className="page-intro">{t('activity.intro')}</p>
      <BackupCard onImported={() => setImports((count) => count + 1)} />
      <AuditLog refreshKey={imports} />
    </>
  );
}
