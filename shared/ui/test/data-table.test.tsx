import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { DataTable, stackedLayout, type DataTableColumn } from '@portal/ui/data-table';

interface Line {
  id: string;
  service: string;
  allowed: number;
  coinsurance: number;
}

const lines: Line[] = [
  { id: '1', service: 'Office visit', allowed: 120, coinsurance: 24 },
  { id: '2', service: 'Blood test', allowed: 40, coinsurance: 8 },
];
const columns: DataTableColumn<Line>[] = [
  { header: 'Service', cell: (line) => line.service, rowHeader: true },
  { header: 'Plan allowed', cell: (line) => `$${line.allowed}`, numeric: true },
  { header: 'Coinsurance', cell: (line) => `$${line.coinsurance}`, numeric: true },
];

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a header cell naming each row', () => {
    render(<DataTable caption="Services on this claim" columns={columns} rows={lines} rowKey={(line) => line.id} />);
    const table = screen.getByRole('table', { name: 'Services on this claim' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Service', 'Plan allowed', 'Coinsurance']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Office visit', 'Blood test']);
    expect(within(table).getByRole('row', { name: /Blood test/ })).toHaveTextContent('$40');
  });

  it('stacks its rows under 600 px: the table says so, and every data cell carries its column header as its label', () => {
    render(<DataTable caption="Services on this claim" columns={columns} rows={lines} rowKey={(line) => line.id} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-layout', stackedLayout);
    for (const cell of within(table).getAllByRole('cell')) {
      expect(cell).toHaveAttribute('data-label');
    }
    const [allowed, coinsurance] = within(table).getAllByRole('cell').slice(0, 2);
    expect(allowed).toHaveAttribute('data-label', 'Plan allowed');
    expect(coinsurance).toHaveAttribute('data-label', 'Coinsurance');
  });

  it('has a stylesheet that turns that contract into stacked rows below 37.5rem, labels from data-label', () => {
    const css = fs.readFileSync(path.join(__dirname, '../src/data-table/data-table.module.css'), 'utf8');
    const stacked = /@media \(max-width: 37\.49rem\) \{([\s\S]*)\}\s*$/.exec(css)?.[1] ?? '';
    expect(stacked).toMatch(/display: block/);
    expect(stacked).toMatch(/content: attr\(data-label\)/);
  });

  it('when it scrolls sideways, the scroll region is named by the caption and reachable by keyboard', () => {
    render(<DataTable caption="Services on this claim" columns={columns} rows={lines} rowKey={(line) => line.id} scrollable />);
    const region = screen.getByRole('region', { name: 'Services on this claim' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('keeps a hidden caption as the table name', () => {
    render(<DataTable caption="Recent bills" captionHidden columns={columns} rows={lines} rowKey={(line) => line.id} />);
    expect(screen.getByRole('table', { name: 'Recent bills' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
