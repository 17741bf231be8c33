import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ErrorAlert, formatPersonName, MemberGreeting, buttonClassName, selectClassName } from '@portal/ui';

describe('ui kit', () => {
  it('renders a button that is not a submit button unless asked', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Retry</Button>);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts', () => {
    render(<ErrorAlert>Something went wrong</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('greets the member only when a name is known', () => {
    const { rerender } = render(<MemberGreeting name={null} />);
    expect(screen.queryByTestId('member-greeting')).toBeNull();
    rerender(<MemberGreeting name="Ava Medical" memberId="M1" />);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M1');
  });

  it('gives links and selects outside forms the kit look by class name', () => {
    render(
      <>
        <a href="/payment-center" className={buttonClassName('primary')}>
          Pay now
        </a>
        <label>
          Sort by
          <select className={selectClassName()}>
            <option>Newest first</option>
          </select>
        </label>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveClass('button', 'primary');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveClass('select');
  });

  it('has a link-looking button that is still a button', async () => {
    const onClick = jest.fn();
    render(
      <Button variant="link" onClick={onClick}>
        Read the terms
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    expect(screen.getByRole('button', { name: 'Read the terms' })).toHaveClass('link');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('greets the member by a title-cased name, whatever case the name came in', () => {
    render(<MemberGreeting name="AVA MARTINEZ" memberId="M1" />);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Martinez · Member ID M1');
  });
});

describe('formatPersonName (docs/product/validation.md#format-phone: names are title-cased per word)', () => {
  it('title-cases each word of a full name or of its parts', () => {
    expect(formatPersonName('AVA MARTINEZ')).toBe('Ava Martinez');
    expect(formatPersonName('ava', 'martinez')).toBe('Ava Martinez');
    expect(formatPersonName("MARY-JANE O'NEIL")).toBe("Mary-Jane O'Neil");
    expect(formatPersonName('d’angelo  ', ' RENÉE')).toBe('D’Angelo Renée');
    expect(formatPersonName('  noah   MEDICAL ')).toBe('Noah Medical');
  });

  it('leaves out missing parts', () => {
    expect(formatPersonName('Ava', undefined, null, '')).toBe('Ava');
    expect(formatPersonName()).toBe('');
  });
});
