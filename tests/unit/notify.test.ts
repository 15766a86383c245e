import { afterEach, describe, expect, it } from 'vitest';
import {
  emailRecipients,
  NOTIFY_EMAILS_MAX,
  NotifyEmailSettingsSchema,
  splitEmailAddresses,
} from '../../src/domain/notifications/channels.ts';
import { notifyEmailConfig, notifyWebhookUrl, siteOrigin, withInvocation } from '../../src/server/config.ts';
import {
  describeBooking,
  describeFailure,
  emailSubject,
} from '../../src/server/notifications/notify-service.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const name of [
    'SMTP_URL',
    'NOTIFY_EMAIL_TO',
    'NOTIFY_EMAIL_FROM',
    'NOTIFY_WEBHOOK_URL',
    'SITE_URL',
    'URL',
  ]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('notification settings', () => {
  it('sends e-mail only with both SMTP_URL and NOTIFY_EMAIL_TO', () => {
    delete process.env.SMTP_URL;
    process.env.NOTIFY_EMAIL_TO = 'dapur@example.com';
    expect(notifyEmailConfig()).toBeNull();
    process.env.SMTP_URL = 'smtp://kasir%40example.com:rahasia@mail.example.com:587';
    delete process.env.NOTIFY_EMAIL_TO;
    expect(notifyEmailConfig()).toBeNull();
    process.env.NOTIFY_EMAIL_TO = 'dapur@example.com';
    expect(notifyEmailConfig()).toEqual({
      smtpUrl: 'smtp://kasir%40example.com:rahasia@mail.example.com:587',
      to: 'dapur@example.com',
      from: 'kasir@example.com',
    });
    process.env.NOTIFY_EMAIL_FROM = 'Reservasi <reservasi@example.com>';
    expect(notifyEmailConfig()?.from).toBe('Reservasi <reservasi@example.com>');
  });

  it('sends from the first recipient when the SMTP user is no address', () => {
    process.env.SMTP_URL = 'smtp://apikey:rahasia@mail.example.com:587';
    process.env.NOTIFY_EMAIL_TO = 'dapur@example.com, pemilik@example.com';
    delete process.env.NOTIFY_EMAIL_FROM;
    expect(notifyEmailConfig()?.from).toBe('dapur@example.com');
  });

  it('e-mails the addresses saved in the admin too, after NOTIFY_EMAIL_TO, each once', () => {
    process.env.SMTP_URL = 'smtp://apikey:rahasia@mail.example.com:587';
    process.env.NOTIFY_EMAIL_TO = 'dapur@example.com, pemilik@example.com';
    delete process.env.NOTIFY_EMAIL_FROM;
    expect(notifyEmailConfig(['uda.rizal@example.com', 'Pemilik@example.com'])).toEqual({
      smtpUrl: 'smtp://apikey:rahasia@mail.example.com:587',
      to: 'dapur@example.com, pemilik@example.com, uda.rizal@example.com',
      from: 'dapur@example.com',
    });
    // A phone owner's case: the server has a mail server, the address comes from the admin alone.
    delete process.env.NOTIFY_EMAIL_TO;
    expect(notifyEmailConfig(['uda.rizal@example.com'])).toMatchObject({
      to: 'uda.rizal@example.com',
      from: 'uda.rizal@example.com',
    });
    expect(notifyEmailConfig([])).toBeNull();
  });

  it('sends nothing to an address saved in the admin when the server cannot send mail', () => {
    delete process.env.SMTP_URL;
    process.env.NOTIFY_EMAIL_TO = 'dapur@example.com';
    expect(notifyEmailConfig(['uda.rizal@example.com'])).toBeNull();
  });

  it('reads the webhook on each call', () => {
    delete process.env.NOTIFY_WEBHOOK_URL;
    expect(notifyWebhookUrl()).toBeNull();
    process.env.NOTIFY_WEBHOOK_URL = ' https://hooks.example.com/x ';
    expect(notifyWebhookUrl()).toBe('https://hooks.example.com/x');
  });
});

describe('the addresses for new bookings entered in the admin', () => {
  const check = (email_to: unknown) => NotifyEmailSettingsSchema.safeParse({ email_to });

  it('takes up to five addresses, none twice, and none at all', () => {
    expect(check(['uda.rizal@gmail.com', 'dapur@rmudarizal.id']).success).toBe(true);
    expect(check([]).success).toBe(true);
    const many = Array.from({ length: NOTIFY_EMAILS_MAX + 1 }, (_, i) => `staf${i}@example.com`);
    expect(check(many).error?.issues[0]?.message).toBe('must hold at most 5 addresses');
    expect(check(['uda@example.com', 'UDA@example.com']).error?.issues[0]?.message).toBe(
      'must not name an address twice',
    );
  });

  it('refuses what is not an e-mail address, naming which', () => {
    const refused = check(['uda.rizal@gmail.com', 'uda rizal']);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['email_to', 1],
      message: 'must be a valid email address',
    });
    expect(check('uda.rizal@gmail.com').success).toBe(false);
  });

  it('reads addresses typed with commas or semicolons, each once and trimmed', () => {
    expect(
      splitEmailAddresses(' uda@example.com,dapur@example.com; Uda@example.com ,\nkasir@example.com, '),
    ).toEqual(['uda@example.com', 'dapur@example.com', 'kasir@example.com']);
    expect(splitEmailAddresses('  ')).toEqual([]);
    // An address has no space: a name typed with one is one wrong address, not two.
    expect(splitEmailAddresses('uda rizal')).toEqual(['uda rizal']);
    expect(emailRecipients('a@example.com, b@example.com', ['B@example.com', 'c@example.com'])).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });
});

describe("the site's origin for the admin link", () => {
  it('is SITE_URL, else the address Netlify gives the invocation, else URL; none is null', () => {
    delete process.env.SITE_URL;
    delete process.env.URL;
    const site = { site: { url: 'https://padang.netlify.app' } };
    expect(siteOrigin()).toBeNull();
    process.env.URL = 'https://padang-url.netlify.app';
    expect(siteOrigin()).toBe('https://padang-url.netlify.app');
    expect(withInvocation(site, siteOrigin)).toBe('https://padang.netlify.app');
    process.env.SITE_URL = 'https://rumahmakanpadang.id/';
    expect(withInvocation(site, siteOrigin)).toBe('https://rumahmakanpadang.id');
    // A setting that is no web address is passed over.
    process.env.SITE_URL = 'javascript:alert(1)';
    expect(withInvocation(site, siteOrigin)).toBe('https://padang.netlify.app');
    process.env.SITE_URL = 'rumahmakanpadang.id';
    expect(withInvocation(site, siteOrigin)).toBe('https://padang.netlify.app');
    process.env.SITE_URL = '  ';
    expect(siteOrigin()).toBe('https://padang-url.netlify.app');
  });
});

describe('notification texts', () => {
  const notice = {
    reservation: {
      id: 'RMPABCDEF123',
      name: 'Siti Rahmah',
      phone: '6281234567890',
      date: '2026-12-02',
      time: '19:00',
      guests: '3-4' as const,
      created_at: '2026-11-25T03:00:00.000Z',
    },
    adminUrl: 'https://padang.example.com/admin/reservations',
  };

  it('say the booking and where to decide it', () => {
    expect(emailSubject(notice)).toBe('New booking RMPABCDEF123: Siti Rahmah, 2026-12-02 19:00, 3-4 guests');
    const text = describeBooking(notice);
    for (const line of ['Booking: RMPABCDEF123', 'Name: Siti Rahmah', 'Phone: +6281234567890', 'Time: 19:00'])
      expect(text).toContain(line);
    expect(text).toContain(notice.adminUrl);
  });

  it('are in Indonesian for an owner who saved the addresses reading the admin in Indonesian', () => {
    expect(emailSubject(notice, 'id')).toBe(
      'Reservasi baru RMPABCDEF123: Siti Rahmah, Rabu, 2 Desember 2026 19:00, 3-4 orang',
    );
    expect(describeBooking(notice, 'id').split('\n')).toEqual([
      'ID Booking: RMPABCDEF123',
      'Nama: Siti Rahmah',
      'Telepon: +6281234567890',
      'Tanggal: Rabu, 2 Desember 2026',
      'Jam: 19:00',
      'Jumlah tamu: 3-4',
      '',
      `Konfirmasi atau tolak di admin: ${notice.adminUrl}`,
    ]);
    expect(describeBooking({ ...notice, adminUrl: null }, 'id')).toContain(
      'Konfirmasi atau tolak di admin, pada halaman Reservasi.',
    );
  });

  it('say where to decide it without a link when the site has no known origin', () => {
    const text = describeBooking({ ...notice, adminUrl: null });
    expect(text).toContain('Confirm or decline it in the admin, under Reservations.');
    expect(text).not.toContain('null');
  });

  it('describe a failure without addresses or credentials', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(describeFailure(refused)).toBe('fetch failed (ECONNREFUSED)');
    expect(describeFailure(new Error('Invalid URL https://api.telegram.org/bot123:SECRET/send'))).toBe(
      'Invalid URL <address>',
    );
    expect(describeFailure(new Error('login smtp://user:pass@host:587 failed'))).not.toContain('pass');
    expect(describeFailure(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'did not answer in time',
    );
  });
});
