import { describe, expect, it } from 'vitest';
import { keepUnsent } from '../../src/server/http/unsent-fields.ts';

// What an admin loaded before a deploy sends: the fields it knows, the others filled in by the schema.
describe('keepUnsent', () => {
  const stored = {
    tagline: 'Lama',
    tagline_en: 'Slow-cooked Padang food',
    halal: { certificate_number: 'ID13110000123450722', valid_until: '2027-05-01' },
    highlights: [
      { title: 'Rendang', title_en: 'Rendang' },
      { title: 'Sambal', title_en: 'Chilli relish' },
    ],
    tags: ['pedas', 'daging'],
  };

  it('keeps the stored value of a field the client did not send, at any depth', () => {
    const sent = {
      tagline: 'Baru',
      halal: { certificate_number: 'ID13110000123450722' },
      highlights: [{ title: 'Rendang sapi' }, { title: 'Sambal hijau' }],
      tags: ['pedas'],
    };
    const input = {
      tagline: 'Baru',
      tagline_en: '',
      halal: { certificate_number: 'ID13110000123450722', valid_until: '' },
      highlights: [
        { title: 'Rendang sapi', title_en: '' },
        { title: 'Sambal hijau', title_en: '' },
      ],
      tags: ['pedas'],
    };
    expect(keepUnsent(input, stored, sent)).toEqual({
      tagline: 'Baru',
      tagline_en: 'Slow-cooked Padang food',
      halal: { certificate_number: 'ID13110000123450722', valid_until: '2027-05-01' },
      highlights: [
        { title: 'Rendang sapi', title_en: 'Rendang' },
        { title: 'Sambal hijau', title_en: 'Chilli relish' },
      ],
      // A list sent is the list saved, even shorter.
      tags: ['pedas'],
    });
  });

  it('saves a field sent empty as empty: that is how a client clears one', () => {
    const input = { ...stored, tagline_en: '' };
    expect(keepUnsent(input, stored, { ...stored, tagline_en: '' }).tagline_en).toBe('');
  });

  it('does not match the items of a list that changed length', () => {
    const input = { highlights: [{ title: 'Satu', title_en: '' }] };
    const sent = { highlights: [{ title: 'Satu' }] };
    expect(keepUnsent(input, stored, sent)).toEqual(input);
  });

  it('takes every field as given when it knows nothing of what was sent', () => {
    const input = { ...stored, tagline_en: '' };
    expect(keepUnsent(input, stored, undefined)).toEqual(input);
  });
});
