import { render, screen } from '@testing-library/react';
import { PhoneLink, formatPhone, phoneDigits, phoneHref } from '@portal/ui';

describe('phone formatting (docs/product/validation.md#format-phone)', () => {
  it('shows (xxx) xxx-xxxx and keeps digits only, up to 10', () => {
    expect(formatPhone('5015550123')).toBe('(501) 555-0123');
    expect(formatPhone('501-555-0123 ext 9')).toBe('(501) 555-0123');
    expect(formatPhone('abc')).toBe('');
    expect(phoneDigits('(501) 555-0123')).toBe('5015550123');
    expect(phoneDigits('50155501239999')).toBe('5015550123');
  });

  it('formats partial numbers as the member types, never ending on punctuation', () => {
    expect(formatPhone('50')).toBe('50');
    expect(formatPhone('501')).toBe('501');
    expect(formatPhone('5015')).toBe('(501) 5');
    expect(formatPhone('501555')).toBe('(501) 555');
    expect(formatPhone('5015550')).toBe('(501) 555-0');
  });

  it('drops a pasted +1 country code', () => {
    expect(phoneDigits('+1 (501) 555-0123')).toBe('5015550123');
    expect(formatPhone('1-501-555-0123')).toBe('(501) 555-0123');
  });

  it('shows a toll-free number with its leading 1 the same way', () => {
    expect(formatPhone('18005550199')).toBe('(800) 555-0199');
  });

  it('dials as tel:+1 and ten digits, and only when the number is complete', () => {
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
