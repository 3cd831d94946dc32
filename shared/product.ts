/** Product-wide constants: names, prices and limits the spec fixes (seed spec §1, §9). */
export const PRODUCT_NAME = 'Kinwell';

export const TRIAL_DAYS = 30;
export const PRICE_PER_MONTH_USD = 14.95;
/** "$14.95": the price as every screen, notice and email of Kinwell writes it. */
export const PRICE_MONTH_TEXT = `$${PRICE_PER_MONTH_USD.toFixed(2)}`;
/** "about 179 USD per year" — 12 × 14.95 = 179.40. */
export const PRICE_PER_YEAR_USD = 179;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the work argon2 is asked to do for one request. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
