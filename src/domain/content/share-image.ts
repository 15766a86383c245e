// The picture of a link preview (og:image). Free of the schema library.

/** Link previews are 1.91:1: WhatsApp, Facebook, Instagram, Telegram and X crop anything else. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** WhatsApp silently drops a preview image above this. */
export const SHARE_MAX_BYTES = 300 * 1024;
