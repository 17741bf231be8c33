import { render, screen } from '@testing-library/react';
import { PhoneLink, formatPhone, phoneDigits, phoneHref } from '@portal/ui';

describe('phone numbers', () => {
  it('format as (xxx) xxx-xxxx, as far as typed, without a country code', () => {
    expect(formatPhone('18005550199')).toBe('(800) 555-0199');
    expect(formatPhone('1-800-555-0199')).toBe('(800) 555-0199');
    expect(formatPhone('+1 (501) 555-0123')).toBe('(501) 555-0123');
    expect(formatPhone('50155')).toBe('(501) 55');
    expect(phoneDigits('501.555.0123 ext')).toBe('5015550123');
  });

  it('dial as tel:+1 and ten digits, and only when the number is complete', () => {
    expect(phoneHref('1-800-555-0199')).toBe('tel:+18005550199');
    expect(phoneHref('5015550123')).toBe('tel:+15015550123');
    expect(phoneHref('555-0123')).toBeNull();
  });

  it('PhoneLink taps to call, shown the SPEC way', () => {
    render(
      <p>
        Call <PhoneLink phone="1-800-555-0199" /> or <PhoneLink phone="988" />.
      </p>,
    );
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  });

  it('PhoneLink shows something that is not a number as plain text', () => {
    render(<PhoneLink phone="See your ID card" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('See your ID card')).toBeInTheDocument();
  });
});
