// The one name formatter of the portal (docs/product/validation.md#format-phone: names are title-cased per word). Every app shows
// a person's name through it, whatever the source (the member API, FHIR, the sign-in token, a name the
// member typed), so "AVA MARTINEZ", "ava martinez" and "Ava Martinez" all read "Ava Martinez", and a
// hyphen or apostrophe starts a word too: "MARY-JANE O'NEIL" reads "Mary-Jane O'Neil".

/** The name's parts (given, family; or one full name) joined with single spaces and title-cased per word. */
export function formatPersonName(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}
