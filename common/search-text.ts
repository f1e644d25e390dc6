/** Lower case without accents or surrounding spaces, so "degradado" finds "Degradádo" and "nino" finds "niño". */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

// Only what a phone number is written with: "+1 (305) 555-0199", "305.555.0199".
const PHONE_LIKE = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/**
 * The digits of a search that is written like a phone number, which then match a phone however it is
 * punctuated; '' for any other search ("zz9" or "bea1" are not phone numbers and match no phone by digits).
 */
export function phoneDigits(search: string): string {
  const term = search.trim();
  return PHONE_LIKE.test(term) ? term.replace(/\D/g, '') : '';
}
