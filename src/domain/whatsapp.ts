/** A wa.me link to `number` (digits, country code first) with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  const digits = number.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The prefilled order message of the dish page; it names the dish. */
export function dishOrderMessage(dishName: string, restaurantName: string): string {
  return `Halo ${restaurantName}, saya ingin memesan ${dishName}. Apakah masih tersedia?`;
}
