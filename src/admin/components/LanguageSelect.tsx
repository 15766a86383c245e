/** The language picker: each language named in itself, so anyone can find their own. */

import type { SelectHTMLAttributes } from 'react';
import {
  ADMIN_LANGUAGES,
  type AdminLanguage,
  isAdminLanguage,
} from '../../domain/accounts/admin-language.ts';
import { useT } from '../i18n/translate.ts';
import { SelectField } from './fields.tsx';

/** Beside its own props, the select's attributes (`disabled`, a `data-*` mark) go to the select. */
export function LanguageSelect({
  value,
  onChange,
  hint,
  ...select
}: {
  value: AdminLanguage;
  onChange: (language: AdminLanguage) => void;
  hint?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const t = useT();
  return (
    <SelectField
      label={t('language.label')}
      name="language"
      className="language-select"
      {...select}
      value={value}
      hint={hint}
      options={ADMIN_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(event) => {
        const language = event.target.value;
        if (isAdminLanguage(language)) onChange(language);
      }}
    />
  );
}
