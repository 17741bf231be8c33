import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { object } from 'yup';
import {
  BestTimeToCallFields,
  bestDayToReach,
  bestTimeToReach,
  FieldRow,
  PortalForm,
  requiredText,
  TextField,
  usePortalForm,
} from '../src/index';

const schema = object({
  firstName: requiredText('Enter your first name'),
  lastName: requiredText('Enter your last name'),
  bestDayToReach: bestDayToReach(),
  bestTimeToReach: bestTimeToReach(),
});

function TestForm({ widths }: { widths?: 'equal' | 'wide-first' }) {
  const form = usePortalForm({ schema, defaultValues: { firstName: '', lastName: '', bestDayToReach: '', bestTimeToReach: '' } });
  return (
    <PortalForm id="row" form={form} onSubmit={() => undefined}>
      <FieldRow widths={widths}>
        <TextField name="firstName" label="First name" required />
        <TextField name="lastName" label="Last name" required />
      </FieldRow>
      <BestTimeToCallFields />
    </PortalForm>
  );
}

describe('FieldRow', () => {
  it('lays fields out side by side in the order they are read, each keeping its own label', () => {
    render(<TestForm />);
    const first = screen.getByRole('textbox', { name: 'First name (required)' });
    const last = screen.getByRole('textbox', { name: 'Last name (required)' });
    const row = first.closest('.fieldRow');
    expect(row).not.toBeNull();
    expect(row).toContainElement(last);
    expect(row).not.toHaveClass('wideFirst');
    expect(first.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the first field two thirds of the row when asked', () => {
    render(<TestForm widths="wide-first" />);
    expect(screen.getByRole('textbox', { name: 'First name (required)' }).closest('.fieldRow')).toHaveClass('wideFirst');
  });

  it('puts the best day and time to call side by side in a row of their own, the day first', () => {
    render(<TestForm />);
    const day = screen.getByRole('combobox', { name: 'Best day to call you (required)' });
    const time = screen.getByRole('combobox', { name: 'Best time to call you (required)' });
    const row = day.closest('.fieldRow');
    expect(row).toContainElement(time);
    expect(row).not.toContainElement(screen.getByRole('textbox', { name: 'First name (required)' }));
    expect(day.compareDocumentPosition(time) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is one column until 40rem (640 px; a phone, or 400 % zoom), then two', () => {
    const css = fs.readFileSync(path.join(__dirname, '../src/fields.module.css'), 'utf8');
    const wide = /@media \(min-width: 40rem\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(/\.fieldRow \{[^}]*grid-template-columns/.test(css.replace(wide, ''))).toBe(false);
    expect(wide).toMatch(/\.fieldRow \{\s*grid-template-columns: minmax\(0, 1fr\) minmax\(0, 1fr\);/);
    expect(wide).toMatch(/\.wideFirst \{\s*grid-template-columns: minmax\(0, 2fr\) minmax\(0, 1fr\);/);
  });
});
