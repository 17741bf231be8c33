// Pharmacy support (SPEC section 9: 7 a.m. to 8 p.m. Central). Its number shows and dials through the
// kit's PhoneLink, like every phone number in a page.
export const pharmacySupport = { phone: '18005550199', hours: '7 a.m. to 8 p.m. Central' } as const;
