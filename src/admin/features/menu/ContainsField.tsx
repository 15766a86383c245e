/**
 * What a dish contains (meats, seafood, egg, peanuts, coconut milk, offal): one checkbox a tag, named in
 * the admin's language, in the fixed order guests see them in.
 */
import { useId } from 'react';
import { containsWord, DISH_CONTAINS, type DishContains } from '../../../domain/content/dish-explained.ts';
import { getLanguage, useT } from '../../i18n/i18n.ts';

export function ContainsField({
  value,
  error,
  onChange,
}: {
  value: readonly DishContains[];
  error?: string;
  onChange: (next: DishContains[]) => void;
}) {
  const t = useT();
  const id = useId();
  const language = getLanguage();
  const toggle = (tag: DishContains, on: boolean) =>
    onChange(DISH_CONTAINS.filter((other) => (other === tag ? on : value.includes(other))));
  return (
    <fieldset
      className="span-all menu-contains"
      aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
    >
      <legend>{t('menu.field.contains')}</legend>
      {/* No name on the checkboxes: a form control named "contains" would hide the form's contains(). */}
      <ul className="menu-contains-list">
        {DISH_CONTAINS.map((tag) => (
          <li key={tag}>
            <label className="menu-preorder-toggle">
              <input
                type="checkbox"
                value={tag}
                checked={value.includes(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
              />
              {containsWord(tag, language)}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="field-hint" id={`${id}-hint`}>
        {t('menu.form.containsHint')}
      </p>
    </fieldset>
  );
}
