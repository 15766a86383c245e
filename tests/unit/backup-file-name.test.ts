import { describe, expect, it } from 'vitest';
import { backupFileName } from '../../src/domain/backup/backup-file.ts';

describe('backup file name', () => {
  it("is named with the restaurant's date (WIB), not the UTC date", () => {
    // 01:30 on 24 November in Padang is still 23 November in UTC.
    expect(backupFileName(new Date('2026-11-23T18:30:00Z'))).toBe(
      'rumah-makan-padang-backup-2026-11-24.json',
    );
    // 23:59 on 23 November in Padang.
    expect(backupFileName(new Date('2026-11-23T16:59:00Z'))).toBe(
      'rumah-makan-padang-backup-2026-11-23.json',
    );
  });
});
