/**
 * A Generate button of the menu form: asks POST /api/ai/describe-menu for a description of the dish from
 * what the form holds, and writes it into its field: the AI description (Indonesian) or the English
 * description. A text staff wrote is only
 * replaced when they say so, and a replaced text can be brought back with Undo.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { splitCommaList } from '../../../domain/shared/fields.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { t as translate } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import type { MenuItemDraft } from './menu-form.ts';

/** The answer of POST /api/ai/describe-menu. */
const AiDescriptionSchema = z.object({ description: z.string() });

export function useAiDescription({
  draft,
  categoryName,
  field = 'ai_description',
  setDescription,
  onNameMissing,
}: {
  /** The form as it is now. */
  draft: MenuItemDraft;
  categoryName: string;
  /** The field written: the Chef's Recommendation (Indonesian) or the description in English. */
  field?: 'ai_description' | 'description_en';
  /** Writes the field. */
  setDescription: (text: string) => void;
  /** Generate was pressed before the dish has a name: the form marks the name field. */
  onNameMissing: () => void;
}) {
  const [generating, setGenerating] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** The last text Generate wrote: regenerating it needs no question. */
  const lastGenerated = useRef<string | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  async function generate() {
    const name = draft.name.trim();
    if (!name) {
      toast.error(translate('menu.nameFirst'));
      onNameMissing();
      return;
    }
    // A text staff wrote (or edited) is only replaced when they say so; a generated one may be regenerated.
    const current = draftRef.current[field];
    if (current.trim() && current !== lastGenerated.current) {
      const replace = await confirm({
        title: translate(field === 'description_en' ? 'menu.aiReplaceEnglishTitle' : 'menu.aiReplaceTitle'),
        message: <p>{translate('menu.aiReplaceMessage')}</p>,
        confirmLabel: translate('menu.aiReplace'),
      });
      if (!replace) return;
    }
    setGenerating(true);
    try {
      const { description } = await api('/api/ai/describe-menu', {
        method: 'POST',
        json: {
          item_name: name,
          category: categoryName,
          ingredients: splitCommaList(draft.ingredients),
          image_url: draft.image.trim(),
          current_description: draft.description.trim(),
          spice_level: draft.spice_level,
          ...(field === 'description_en' && {
            language: 'en',
            item_name_en: draft.name_en.trim(),
            ingredients_en: splitCommaList(draft.ingredients_en),
            contains: draft.contains,
          }),
        },
        schema: AiDescriptionSchema,
      });
      const previous = draftRef.current[field];
      lastGenerated.current = description;
      setDescription(description);
      // Nothing the user wrote is lost: a replaced text can be brought back.
      toast.success(
        translate('menu.aiGenerated'),
        previous.trim() && previous !== description
          ? { action: { label: translate('common.undo'), onClick: () => setDescription(previous) } }
          : undefined,
      );
    } catch (error) {
      notifyFailure(error, translate('menu.aiFailed'));
    } finally {
      setGenerating(false);
    }
  }

  /** `confirmDialog` is the question before a written text is replaced: the form renders it. */
  return { generate, generating, confirmDialog };
}
