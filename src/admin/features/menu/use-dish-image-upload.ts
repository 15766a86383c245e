/**
 * What the menu form does with a photo uploaded from the phone: the dish's photo becomes its image
 * address, an extra photo goes after the dish's other photos. Either clears the field's error.
 */
import type { Dispatch, SetStateAction } from 'react';
import { joinCommaList, splitCommaList } from '../../../domain/shared/fields.ts';
import type { DraftErrors, MenuItemDraft } from './menu-form.ts';

export function useDishImageUpload(
  setDraft: Dispatch<SetStateAction<MenuItemDraft>>,
  setErrors: Dispatch<SetStateAction<DraftErrors>>,
) {
  /** The dish's photo, uploaded: its address goes into the image field. */
  function photoUploaded(url: string) {
    setDraft((current) => ({ ...current, image: url }));
    setErrors((current) => {
      if (!current.image) return current;
      const { image: _fixed, ...rest } = current;
      return rest;
    });
  }

  /** Adds an uploaded photo after the dish's other photos. */
  function galleryPhotoUploaded(url: string) {
    setDraft((current) => ({
      ...current,
      gallery: joinCommaList([...splitCommaList(current.gallery), url]),
    }));
    setErrors(({ gallery: _fixed, ...rest }) => rest);
  }

  return { photoUploaded, galleryPhotoUploaded };
}
