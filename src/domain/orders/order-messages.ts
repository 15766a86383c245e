// What a guest reads about an order, the shape of its code, and how a refusal names the field it is about:
// the parts of the order contract (order.ts) the basket's script needs. Free of the schema library, so the
// basket stays small; order.ts re-exports all of it.

/** "PSN-7K2QX9": PSN- and six of the letters and digits that cannot be misread (see orderCode). */
export const ORDER_CODE_PATTERN = /^PSN-[2-9A-HJKMNP-Z]{6}$/;

/**
 * A basket's name for one sending of an order (OrderRequestSchema's `request_id`). Here, with the code's
 * pattern, and not beside the schemas: the basket's script checks it without loading a schema library.
 */
export const ORDER_REQUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The fields of the basket's form a refusal can name (`field` of a 400/409 answer). */
export const ORDER_FIELDS = [
  'name',
  'phone',
  'time',
  'table',
  'address',
  'location',
  'mode',
  'lines',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** The `field` of a refusal about one dish: "lines.rendang-daging". */
export const lineField = (slug: string) => `lines.${slug}`;
/** The dish a `field` names, or null when it names no line. */
export const slugOfField = (field: string | undefined): string | null =>
  field?.startsWith('lines.') ? field.slice('lines.'.length) : null;

// Each of the words the basket says itself has its English twin beside it (`_EN`), said on the site's
// English pages; the server answers in Indonesian only (see ORDER_REFUSALS_EN).

export const ORDER_PHONE_INVALID = 'Nomor WhatsApp harus nomor ponsel Indonesia, misalnya 0812 3456 7890.';
export const ORDER_PHONE_INVALID_EN =
  'Please enter an Indonesian mobile number for WhatsApp, e.g. 0812 3456 7890.';

/** The dialog's one line when the order could not be recorded (offline, 5xx, timeout). */
export const ORDER_NOT_RECORDED =
  'Pesanan belum tercatat di sistem kami, tetapi tetap bisa dikirim lewat WhatsApp.';
export const ORDER_NOT_RECORDED_EN =
  'We could not record your order in our system, but you can still send it via WhatsApp.';
/** The line the WhatsApp message then carries, so staff know to enter it themselves. */
export const ORDER_NOT_RECORDED_IN_MESSAGE = '(Pesanan ini belum tercatat online.)';
export const ORDER_NOT_RECORDED_IN_MESSAGE_EN = '(This order is not recorded online yet.)';
/** What the dialog and the message say happens next. */
export const ORDER_NEXT = 'Kami akan konfirmasi lewat WhatsApp';
export const ORDER_NEXT_EN = 'We will confirm on WhatsApp';

/**
 * What a guest reads when the server refuses or cannot take an order (Indonesian). The basket's script
 * imports the three it says itself one by one (above), so it carries none of the server's words.
 */
export const ORDER_MESSAGES = {
  tooMany: 'Terlalu banyak pesanan dari perangkat Anda. Silakan coba lagi dalam beberapa menit.',
  crossSite: 'Pesanan hanya bisa dikirim dari situs restoran ini.',
  closed: 'Restoran sedang tidak menerima pesanan lewat situs.',
  modeOff: 'Cara pesan ini tidak tersedia.',
  dishUnknown: 'Sudah tidak ada di menu: hapus dari pesanan.',
  dishHabis: 'Habis: hapus dari pesanan.',
  timeNeeded: 'Pilih waktu.',
  timeNotOffered: 'Waktu itu sudah lewat atau di luar jam buka. Pilih waktu lain.',
  preorderTimeNotOffered:
    'Waktu itu tidak bisa untuk pre-order: terlalu dekat, terlalu jauh, atau di luar jam buka. Pilih waktu lain.',
  addressNeeded: 'Alamat pengantaran wajib diisi.',
  totalTooLarge: 'Total tidak bisa dihitung: jumlahnya terlalu besar. Kurangi jumlah pesanan.',
  stillSending: 'Pesanan ini masih dicatat. Silakan kirim lagi sebentar lagi.',
  notRecorded: ORDER_NOT_RECORDED,
  notRecordedInMessage: ORDER_NOT_RECORDED_IN_MESSAGE,
  next: ORDER_NEXT,
} as const;

/**
 * The server's refusals as an English page says them. The server answers in Indonesian; the basket knows
 * which refusal it is by the answer's status and field (basket-send.ts, refusalText), so it carries none of
 * the server's Indonesian words.
 */
export const ORDER_REFUSALS_EN = {
  tooMany: 'Too many orders from your device. Please try again in a few minutes.',
  crossSite: "Orders can only be sent from this restaurant's website.",
  closed: 'The restaurant is not taking orders on the website right now.',
  modeOff: 'This way of ordering is not available.',
  dishUnknown: 'No longer on the menu: please remove it from your order.',
  dishHabis: 'Sold out: please remove it from your order.',
  dishRefused: 'This dish cannot be ordered like this: please change the quantity or remove it.',
  timeNeeded: 'Please choose a time.',
  timeNotOffered:
    'That time is no longer available (too soon, too far ahead or outside opening hours). Please choose another.',
  minimumOrder: 'The order is below the minimum for delivery.',
  totalTooLarge: 'The total cannot be worked out: the amount is too large. Please reduce the quantities.',
  orderInvalid: 'Something in the order is not right. Please check it and try again.',
  name: 'Please check your name.',
  phone: ORDER_PHONE_INVALID_EN,
  table: 'Please check the table number.',
  address: 'Please check the delivery address.',
  location: 'The location link must start with https://',
} as const;
