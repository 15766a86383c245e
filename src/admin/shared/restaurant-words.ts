/**
 * The restaurant's own words (name, header brand, tagline, city) as the session last told them: the password
 * forms check a new password against them before sending, as the server does.
 */
import type { RestaurantWords } from '../../domain/accounts/password-policy.ts';

let words: RestaurantWords = {};

export function restaurantWords(): RestaurantWords {
  return words;
}

export function setRestaurantWords(next: RestaurantWords): void {
  words = next;
}
