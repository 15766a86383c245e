/**
 * Bahasa Indonesia, as the restaurant's staff speak it. Typed as {@link Messages}: a key missing or extra
 * here fails the type check; the `{placeholders}` must be the English ones (tests/unit/admin-i18n.test.ts).
 */
import type { Messages } from './en.ts';

export const id: Messages = {
  'common.save': 'Simpan',
  'common.saving': 'Menyimpan...',
  'common.cancel': 'Batal',
  'common.delete': 'Hapus',
  'common.close': 'Tutup',
  'common.edit': 'Ubah',
  'common.loading': 'Memuat…',
  'common.unknownTime': 'Waktu tidak diketahui',
  'common.never': 'Belum pernah',
  'common.yes': 'Ya',
  'common.no': 'Tidak',

  'session.expired': 'Sesi berakhir. Silakan masuk lagi.',
  'session.pleaseLogin': 'Silakan masuk dulu',
  'session.loggedOut': 'Berhasil keluar',
  'session.roleNotAllowed':
    'Peran Anda ({role}) tidak mencakup halaman ini. Minta ke superadmin jika Anda memerlukannya.',
  'session.leaveUnsaved': 'Ada perubahan yang belum disimpan di halaman ini. Tinggalkan tanpa menyimpan?',
  'notify.couldNotConnect': 'Tidak dapat terhubung ke server',

  'page.login': 'Masuk Admin',
  'page.dashboard': 'Dasbor',
  'page.menu': 'Menu',
  'page.gallery': 'Galeri',
  'page.events': 'Acara',
  'page.media': 'Media',
  'page.reservations': 'Reservasi',
  'page.restaurant-info': 'Info Restoran',
  'page.users': 'Pengguna',
  'page.settings': 'Pengaturan',
  'page.activity': 'Aktivitas & Cadangan',
  'page.tabTitle': '{title} - Admin',

  'shell.skipToContent': 'Langsung ke isi',
  'shell.brand': 'Panel Admin',
  'shell.navigation': 'Admin',
  'shell.pending.one': '{count} reservasi menunggu',
  'shell.pending.other': '{count} reservasi menunggu',
  'shell.viewWebsite': 'Lihat situs',
  'shell.logout': 'Keluar',
  'shell.openMenu': 'Buka menu',
  'shell.closeMenu': 'Tutup menu',

  'login.subtitle': 'Back-office Rumah Makan Padang',
  'login.username': 'Nama pengguna',
  'login.password': 'Kata sandi',
  'login.showPassword': 'Tampilkan kata sandi',
  'login.hidePassword': 'Sembunyikan kata sandi',
  'login.submit': 'Masuk',
  'login.submitting': 'Sedang masuk...',
  'login.defaultCredentials': 'Data masuk bawaan',
  'login.changeAfterFirstLogin': 'Silakan ganti kata sandi setelah pertama kali masuk.',
  'login.backToWebsite': '← Kembali ke situs',
  'login.welcome': 'Selamat datang, {username}!',
  'login.pleaseChangePassword': '⚠️ Silakan ganti kata sandi Anda',
  'login.successful': 'Berhasil masuk',
  'login.failed': 'Gagal Masuk',
  'login.invalidCredentials': 'Nama pengguna atau kata sandi salah',
  'login.networkError': 'Kesalahan Jaringan',
  'login.couldNotConnect': 'Tidak dapat terhubung ke server',

  'language.label': 'Bahasa',
  'language.en': 'English',
  'language.id': 'Bahasa Indonesia',
  'language.cardTitle': 'Bahasa',
  'language.cardHelp': 'Bahasa back-office untuk akun Anda, di setiap perangkat tempat Anda masuk.',
  'language.saved': 'Bahasa berhasil disimpan',
  'language.saveFailed': 'Gagal menyimpan bahasa',

  'settings.loadFailed': 'Gagal memuat pengaturan situs',
  'settings.loading': 'Memuat pengaturan…',
  'settings.defaultsShown':
    'Pengaturan saat ini tidak dapat dimuat, jadi yang tampil adalah pengaturan bawaan. Menyimpan akan mengganti yang tersimpan.',
  'settings.conflict':
    'Orang lain menyimpan pengaturan situs setelah Anda membukanya. Perubahan Anda masih ada: simpan lagi untuk mengganti versi mereka, atau muat ulang halaman untuk memakai versi mereka.',
  'settings.historyTitle': 'Pengaturan situs',
};
