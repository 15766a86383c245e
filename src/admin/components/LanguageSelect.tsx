/** The language picker: each language named in itself, so anyone can find their own. */
import {
  ADMIN_LANGUAGES,
  type AdminLanguage,
  isAdminLanguage,
} from '../../domain/accounts/admin-language.ts';
import { useT } from '../i18n/translate.ts';
import { SelectField } from './fields.tsx';

export function LanguageSelect({
  value,
  onChange,
  disabled = false,
  hint,
}: {
  value: AdminLanguage;
  onChange: (language: AdminLanguage) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('language.label')}
      name="language"
      className="language-select"
      value={value}
      disabled={disabled}
      hint={hint}
      options={ADMIN_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(event) => {
        const language = event.target.value;
        if (isAdminLanguage(language)) onChange(language);
      }}
    />
  );
}
