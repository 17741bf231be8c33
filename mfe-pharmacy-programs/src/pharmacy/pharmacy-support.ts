// Phone numbers as members read and dial them: 1-800-555-0199 (toll-free) or (501) 555-0123.
export function phoneDisplay(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return /^8[0-8]{2}$/.test(area) && area[1] === area[2] ? `1-${area}-${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}

export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}

/** Pharmacy support (SPEC section 9: 7 a.m. to 8 p.m. Central). */
export const pharmacySupport = { phone: '18005550199', hours: '7 a.m. to 8 p.m. Central' } as const;
