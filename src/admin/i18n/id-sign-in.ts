/** Bahasa Indonesia before sign-in: the words of en-sign-in.ts, loaded with the login screen. */
import type { SignInKey } from './en-sign-in.ts';

export const idSignIn: Record<SignInKey, string> = {
  'common.loading': 'Memuat…',
  'common.unexpectedAnswer': 'Jawaban server tidak terduga ({issues})',

  'session.expired': 'Sesi berakhir. Silakan masuk lagi.',
  'session.pleaseLogin': 'Silakan masuk dulu',
  'session.loggedOut': 'Berhasil keluar',
  'notify.couldNotConnect': 'Tidak dapat terhubung ke server',

  'toasts.area': 'Notifikasi',
  'toasts.close': 'Tutup notifikasi',

  'offline.title': 'Anda sedang offline.',
  'offline.body':
    'Yang tampil mungkin sudah tidak terbaru, dan tidak ada yang bisa disimpan sampai koneksi kembali.',
  'offline.notSaved': 'Anda sedang offline: tidak ada yang disimpan. Coba lagi setelah koneksi kembali.',

  'page.login': 'Masuk Admin',
  'page.dashboard': 'Dasbor',
  'page.menu': 'Menu',
  'page.gallery': 'Galeri',
  'page.events': 'Acara',
  'page.media': 'Media',
  'page.reservations': 'Reservasi',
  'page.orders': 'Pesanan',
  'page.restaurant-info': 'Info Restoran',
  'page.users': 'Pengguna',
  'page.settings': 'Pengaturan',
  'page.activity': 'Aktivitas & Cadangan',
  'page.qr': 'QR & Cetak',
  'page.opening': 'Membuka {title}…',
  'page.tabTitle': '{title} - Admin',

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

  'boot.loading': 'Memuat admin…',
  'boot.needsJavaScript': 'Admin memerlukan JavaScript. Aktifkan JavaScript lalu muat ulang halaman.',

  'language.label': 'Bahasa',
  'language.en': 'English',
  'language.id': 'Bahasa Indonesia',

  'server.incorrectLogin': 'Nama pengguna atau kata sandi salah',
  'server.tooManyTriesOne': 'Terlalu banyak {what}. Tunggu 1 menit lalu coba lagi.',
  'server.tooManyTries': 'Terlalu banyak {what}. Tunggu {minutes} menit lalu coba lagi.',
  'server.word.failedLogins': 'percobaan masuk yang gagal',
  'server.word.wrongPasswords': 'kata sandi saat ini yang salah',
};
