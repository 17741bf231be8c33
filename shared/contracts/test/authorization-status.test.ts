import { statusesByColor, statusLabelColor } from '@portal/contracts/authorization-status';

describe('prior authorization status colours', () => {
  it('gives each listed status its colour, whatever its case and surrounding spaces', () => {
    for (const [color, statuses] of Object.entries(statusesByColor)) {
      for (const status of statuses) {
        expect(statusLabelColor(status)).toBe(color);
        expect(statusLabelColor(`  ${status.toUpperCase()} `)).toBe(color);
      }
    }
  });

  it('has no colour for a status it does not know, or for no text at all', () => {
    expect(statusLabelColor('Pending Review')).toBe(false);
    expect(statusLabelColor(undefined)).toBe(false);
  });
});
