/**
 * Settings → Language: the back-office language of the signed-in account, saved on the account (so it
 * follows the person to any device) and applied at once.
 */
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type AdminLanguage, AdminMeSchema } from '../../../domain/accounts/admin-user.ts';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { setLanguage, t as translate, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

export function LanguageCard() {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function choose(language: AdminLanguage) {
    if (language === t.language) return;
    setBusy(true);
    try {
      const me = await api('/api/admin/auth/language', {
        method: 'PUT',
        json: { language },
        schema: AdminMeSchema,
      });
      setLanguage(me.language);
      // Said in the language just chosen.
      toast.success(translate('language.saved'));
    } catch (error) {
      notifyFailure(error, translate('language.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card settings-language" aria-labelledby="settings-language">
      <h2 id="settings-language">
        <Languages size={20} aria-hidden /> {t('language.cardTitle')}
      </h2>
      <LanguageSelect value={t.language} onChange={choose} disabled={busy} hint={t('language.cardHelp')} />
    </section>
  );
}
