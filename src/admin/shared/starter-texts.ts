/**
 * What guests see instead of a title, description or tagline still the starter's, once the restaurant has a
 * name of its own (GET /api/admin/starter-texts, domain/content/starter-words.ts): said under the field that holds
 * it, so staff know which text the public site shows.
 */
import { useEffect, useState } from 'react';
import {
  type InsteadOfStarter,
  StarterTextsSchema,
  shownInsteadOf,
} from '../../domain/content/starter-words.ts';
import { useT } from '../i18n/i18n.ts';
import { api } from './api.ts';

/** The note for a field: what guests see while it holds the starter's text, else nothing. */
export function useStarterNote(): (field: InsteadOfStarter['field'], value: string) => string | undefined {
  const t = useT();
  const [texts, setTexts] = useState<InsteadOfStarter[]>([]);
  useEffect(() => {
    let current = true;
    api('/api/admin/starter-texts', { schema: StarterTextsSchema })
      .then((loaded) => {
        if (current) setTexts(loaded.texts);
      })
      // The form works as before without it: the note only explains what the site shows.
      .catch((error: unknown) =>
        console.error('Could not load the texts shown instead of the starter’s', error),
      );
    return () => {
      current = false;
    };
  }, []);
  return (field, value) => {
    const shown = shownInsteadOf(texts, field, value);
    return shown === null ? undefined : t('starter.shownInstead', { shown });
  };
}
