/**
 * /admin/activity (superadmin): the activity log of every admin action, and backups of the content
 * (download, and import after a checked preview).
 */
import { useState } from 'react';
import type { PageProps } from '../../routes.ts';
import { AuditLog } from './AuditLog.tsx';
import { BackupCard } from './BackupCard.tsx';
import './activity.css';

export const SUPERADMIN_ONLY = 'Only a superadmin can see the activity log and make or import backups.';

export function ActivityPage({ session }: PageProps) {
  // Reloads the log after an import, which it records.
  const [imports, setImports] = useState(0);
  if (session && session.role !== 'superadmin') return <p className="notice">{SUPERADMIN_ONLY}</p>;
  return (
    <>
      <p className="page-intro">Who did what in the admin, and backups of all the website's content.</p>
      <BackupCard onImported={() => setImports((count) => count + 1)} />
      <AuditLog refreshKey={imports} />
    </>
  );
}
